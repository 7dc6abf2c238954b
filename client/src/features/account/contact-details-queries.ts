import { useQuery } from "@tanstack/react-query";
import type { ContactDetails } from "@contract/contact-details";

export const CONTACT_DETAILS_KEY = ["/api/account/contact"] as const;

/** My phone and birthday, as only I (and the churches I chose to show them to) see them. */
export const useContactDetails = () => useQuery<ContactDetails>({ queryKey: CONTACT_DETAILS_KEY });
