export { Skeleton, skeletonShapes, type SkeletonProps, type SkeletonShape } from './skeleton';
