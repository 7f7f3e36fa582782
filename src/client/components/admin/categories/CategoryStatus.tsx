import { Pill } from '../../ui/Pill';

export const CategoryStatus = ({ isActive }: { isActive: boolean }) =>
  isActive ? <Pill tone="green">Active</Pill> : <Pill tone="grey">Inactive</Pill>;
