/// A call's `data` already written as JSON text. A read-mostly answer that is the same for every
/// anonymous caller (a catalogue page) is serialised once and sent as it is, instead of being copied and
/// stringified on each request (issue 14 §8). `Data` only types what the text holds.
export class JsonText<Data> {
  declare private readonly data?: Data;
  constructor(readonly text: string) {}
}

/// `value` written once as JSON text.
export const jsonText = <Data>(value: Data): JsonText<Data> => new JsonText<Data>(JSON.stringify(value));

/// The success envelope around text that is already JSON (the same bytes `ok()` would serialise to).
export const okText = (data: JsonText<unknown>): string => `{"code":200,"message":"success","data":${data.text}}`;
