export {
  RegionTreePicker,
  type RegionTreePickerLabels,
  type RegionTreePickerProps,
} from './region-tree-picker';
export {
  buildRegionIndex,
  compactChoice,
  countChosen,
  parseCodeList,
  parsePastedCodes,
  type PastedCodes,
  type CheckState,
  type RegionId,
  type RegionIndex,
  type RegionNode,
} from './region-tree';
