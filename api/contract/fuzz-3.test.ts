/** Malformed input never answers 5xx: part 3 of the endpoints (api/testing/fuzz.ts). */
import { fuzzPart } from '../testing/fuzz.ts';

fuzzPart(3);
