import * as stories from '../src/components/charts/charts.stories';
import { visualStates } from './harness';

/** A time series is drawn once uPlot's lazy chunk has painted its canvas. */
const plotDrawn = (frame: HTMLElement) => frame.querySelector('.adn-Chart-canvas canvas') !== null;

visualStates(
  stories,
  [
    { story: 'ClicksKeepTheirShape', ready: plotDrawn },
    { story: 'AllMetrics', ready: plotDrawn },
    { story: 'PreviousPeriodOnTheSameAxis', ready: plotDrawn },
    { story: 'Russian', ready: plotDrawn },
    'Loading',
    'Empty',
    'BreakdownByCountry',
    'BreakdownLongNames',
  ],
  { width: 760 },
);
