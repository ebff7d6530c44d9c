export {
  PageHeader,
  defaultPageHeaderLabels,
  type Breadcrumb,
  type PageHeaderLabels,
  type PageHeaderProps,
  type RenderBreadcrumbLink,
} from './page-header';
export { StaticPageHeader, type StaticPageHeaderProps } from './static-page-header';
