import { useQuery } from "@tanstack/react-query";
import type { AccountEmail } from "@contract/account-credentials";
import { ACCOUNT_EMAIL_KEY } from "@/lib/account-email";

export const useAccountEmail = () => useQuery<AccountEmail>({ queryKey: ACCOUNT_EMAIL_KEY });
