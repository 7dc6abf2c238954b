import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateDevotionBody, Devotion, UpdateDevotionBody } from "@contract/devotions";
import { apiRequest } from "@/lib/api";
import { errorToast } from "@/lib/error-toast";
import { i18n } from "@/lib/i18n";
import { toast } from "@/lib/use-toast";
import { DEVOTIONS_PREFIX, devotionKey } from "./devotion-queries";

const messages = i18n("devotions/devotion-mutations", {
  success: "Success",
  posted: "The devotion is saved. Every member is told of it on its morning.",
  postFailed: "Failed to save the devotion",
  changed: "The devotion has been changed.",
  changeFailed: "Failed to change the devotion",
  deleted: "The devotion has been deleted.",
  deleteFailed: "Failed to delete the devotion",
});

// Read when the toast is shown (outside React): in the language of that moment.
const t = () => messages.get();

/** A leader writes the church's devotion for a day; every devotion list is read again. */
export function useCreateDevotion(slug: string, { onDone }: { onDone?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateDevotionBody) =>
      (await (await apiRequest("POST", `/api/churches/${encodeURIComponent(slug)}/devotions`, body)).json()) as Devotion,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: DEVOTIONS_PREFIX });
      toast({ title: t().success, description: t().posted });
      onDone?.();
    },
    onError: (error) => errorToast(error, t().postFailed),
  });
}

/** A leader changes a devotion. */
export function useUpdateDevotion(id: number, { onDone }: { onDone?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateDevotionBody) => (await (await apiRequest("PATCH", `/api/devotions/${id}`, body)).json()) as Devotion,
    onSuccess: (devotion) => {
      queryClient.setQueryData(devotionKey(id), devotion);
      void queryClient.invalidateQueries({ queryKey: DEVOTIONS_PREFIX });
      toast({ title: t().success, description: t().changed });
      onDone?.();
    },
    onError: (error) => errorToast(error, t().changeFailed),
  });
}

/** A leader takes a devotion down. */
export function useDeleteDevotion(id: number, { onDone }: { onDone?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("DELETE", `/api/devotions/${id}`),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: devotionKey(id) });
      void queryClient.invalidateQueries({ queryKey: DEVOTIONS_PREFIX });
      toast({ title: t().success, description: t().deleted });
      onDone?.();
    },
    onError: (error) => errorToast(error, t().deleteFailed),
  });
}
