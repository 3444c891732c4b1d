import { enums } from '../reference/enums';
import { nigerianStates } from '../reference/nigeria';
import { notFound } from '../errors';
import type { Services } from '../services';
import type { Handlers } from '../contractTypes';

export function referenceHandlers(services: Services): Handlers {
  return {
    async allEnums() {
      return enums as never;
    },
    async listStatesAndLocalGovernments() {
      return { states: nigerianStates.map((state) => ({ name: state.name, lgas: [...state.lgas] })) };
    },
    async autocompletePlaces(request) {
      return { predictions: await services.geocoder.autocomplete(request.query.input, request.query.state) };
    },
    async viewPlace(request) {
      const place = await services.geocoder.place(request.params.placeId);
      if (!place) throw notFound('Place');
      return place;
    },
  };
}
