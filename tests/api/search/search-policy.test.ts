import { searchPolicyMatrix } from "../../helpers/search-policy-matrix";

// Every searcher with an ordinary circle, read whole for its words.
searchPolicyMatrix();
