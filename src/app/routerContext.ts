// What every route sees as `context`: the app-wide actors, created once in AppServices.
import type { AppServicesValue } from '../services/AppServices';

export type RouterContext = AppServicesValue;
