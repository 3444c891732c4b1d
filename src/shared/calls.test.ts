import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { fieldErrorsOfError } from '../machines/formSubmission.machine';
import { withFormFieldNames } from './calls';

describe('withFormFieldNames', () => {
  it("renames a refusal's fields to the form's values, so the form shows each beside its field", async () => {
    const refusal = new ApiError('Adamu Bello is already the principal of Agege Junior Grammar School', {
      status: 409,
      details: [
        { field: 'body.principalId', message: 'Adamu Bello is already the principal of Agege Junior Grammar School' },
        { field: 'body.addressCoordinates.coordinates', message: 'Latitude out of range' },
        { field: 'body.name', message: 'A school named Agege Junior Grammar School already exists' },
      ],
    });
    const renamed = await withFormFieldNames(Promise.reject(refusal), { principalId: 'principal', addressCoordinates: 'address' }).catch(
      (error: unknown) => error,
    );
    expect(renamed).toBeInstanceOf(ApiError);
    expect((renamed as ApiError).status).toBe(409);
    expect(fieldErrorsOfError(renamed)).toEqual({
      principal: 'Adamu Bello is already the principal of Agege Junior Grammar School',
      'address.coordinates': 'Latitude out of range',
      name: 'A school named Agege Junior Grammar School already exists',
    });
  });

  it('passes answers and other failures through unchanged', async () => {
    await expect(withFormFieldNames(Promise.resolve('done'), { principalId: 'principal' })).resolves.toBe('done');
    const offline = new TypeError('Failed to fetch');
    await expect(withFormFieldNames(Promise.reject(offline), { principalId: 'principal' })).rejects.toBe(offline);
  });
});
