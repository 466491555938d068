/** Malformed input never answers 5xx: part 4 of the endpoints (api/testing/fuzz.ts). */
import { fuzzPart } from '../testing/fuzz.ts';

fuzzPart(4);
