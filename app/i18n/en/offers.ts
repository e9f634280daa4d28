export const offersEn = {
  "offers.error.scopeMissing": "Describe the scope of the work.",
  "offers.error.scopeTooLong": "The scope may have at most 20,000 characters.",
  "offers.error.currency": "Choose euro or US dollar.",
  "offers.error.price": "Enter a net price in credits greater than 0, e.g. 2400 or 2400.50.",
  "offers.error.date": "Enter a delivery date from today on (YYYY-MM-DD).",
  "offers.error.validUntil": "Enter the last day the offer can be accepted, from today on (YYYY-MM-DD).",
  "offers.error.part": "Each partial delivery needs a name (at most 200 characters) and a share of 1 to 100 %.",
  "offers.error.tooManyParts": "An offer has at most 20 partial deliveries.",
  "offers.error.shares": "The shares of the partial deliveries must add up to 100 %.",
};
