import { BarChart, PieChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// The modular build with the two chart types the dashboard draws (the showcase's way, plugins/showcase/
// echarts): the full 'echarts' entry would add ~170 KB gzip. Modules shared with the showcase end up
// in one chunk of the build.
echarts.use([
  BarChart,
  PieChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  AriaComponent,
  CanvasRenderer,
]);

export { echarts };
