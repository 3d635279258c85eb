export { type ChartInstance, type ChartLibrary, EChart, type EChartProps } from './EChart';
