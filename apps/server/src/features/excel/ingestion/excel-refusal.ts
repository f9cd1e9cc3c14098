/** A file Askwise will not read, with the reason written for the person who uploaded it. */
export class ExcelRefusal extends Error {
  override name = 'ExcelRefusal';
}
