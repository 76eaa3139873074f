import { z } from "zod";
import { withWesternDigits } from "./digits";
import { oneLineText } from "./text";

// Digits, spaces, brackets and dashes after an optional "+", with at least 6 digits among them: "------"
// or "( ) ( )" is no number anyone can call.
const PHONE = /^\+?(?=(?:\D*\d){6})[\d\s()-]+$/;
const PHONE_OR_NOTHING = new RegExp(`^(?:${PHONE.source.slice(1, -1)})?$`);

/**
 * A phone number as the inquiry, contact and listing forms (and the API) take it, its Arabic-Indic digits read
 * as Western ones. `message` is the translation key of the refusal, `tooLong` that of a number past 32 characters;
 * `orEmpty` also takes an empty text (a listing's contact number, cleared).
 */
export const phoneText = (message: string, tooLong: string, orEmpty = false) =>
  withWesternDigits(
    // The characters first: the page shows the first message, and "remove the hidden character" is the one that helps.
    oneLineText(z.string({ required_error: message, invalid_type_error: message }).trim().max(32, tooLong)).regex(
      orEmpty ? PHONE_OR_NOTHING : PHONE,
      message,
    ),
  );
