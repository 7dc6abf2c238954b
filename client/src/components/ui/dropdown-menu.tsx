import { Check } from "lucide-react";
import * as DropdownMenuPrimitive from "radix-ui/dropdown-menu";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/**
 * A menu that opens from a button. Not modal: Radix's modal menus hide the rest of the page
 * from assistive technology (aria-hidden on the app's root) while its links and buttons can
 * still take focus, which axe reports, rightly, as hidden focusable content. A menu needs no
 * trap: Tab cannot leave it, Escape or a click outside closes it, and focus returns to its
 * button. What the trap also did, DropdownMenuContent does: see keepFocusIn.
 */
export function DropdownMenu({ modal = false, ...props }: ComponentProps<typeof DropdownMenuPrimitive.Root>) {
  return <DropdownMenuPrimitive.Root modal={modal} {...props} />;
}
export const DropdownMenuTrigger = DropdownMenuPrimitive.Trigger;

/**
 * An open menu whose focused item goes (a "Mark all as read" that is done) would leave focus
 * on the page's body, where the arrow keys do nothing; the menu takes it back, and Radix hands
 * it to the current item, as a modal menu's focus trap did. A ref callback: the menu's content
 * exists only while it is open.
 */
function keepFocusIn(content: HTMLDivElement | null) {
  if (!content) return;
  const observer = new MutationObserver(() => {
    if (document.activeElement === document.body || document.activeElement === null) content.focus();
  });
  observer.observe(content, { childList: true, subtree: true });
  return () => observer.disconnect();
}

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  onFocusOutside,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Content>) {
  return (
    <DropdownMenuPrimitive.Portal>
      <DropdownMenuPrimitive.Content
        sideOffset={sideOffset}
        className={cn("z-50 min-w-[12rem] overflow-hidden rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg", className)}
        ref={keepFocusIn}
        onFocusOutside={(event) => {
          onFocusOutside?.(event);
          // Open, a menu closes on Escape, a choice or a press outside, not when focus moves:
          // Tab cannot leave it, and a press on a stand-in trigger (a menu whose code loads on
          // demand) that is swapped for the real one mid-press sends its mousedown, and focus,
          // to the page behind, which would close the menu the press had just opened.
          event.preventDefault();
        }}
        {...props}
      />
    </DropdownMenuPrimitive.Portal>
  );
}

export function DropdownMenuItem({
  className,
  variant = "default",
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Item> & { variant?: "default" | "destructive" }) {
  return (
    <DropdownMenuPrimitive.Item
      className={cn(
        "relative flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-muted [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground",
        variant === "destructive" && "text-destructive data-[highlighted]:bg-destructive/10 [&_svg]:text-destructive",
        className,
      )}
      {...props}
    />
  );
}

export const DropdownMenuRadioGroup = DropdownMenuPrimitive.RadioGroup;

/** One of a group's choices (role menuitemradio): a check marks the chosen one. */
export function DropdownMenuRadioItem({ className, children, ...props }: ComponentProps<typeof DropdownMenuPrimitive.RadioItem>) {
  return (
    <DropdownMenuPrimitive.RadioItem
      className={cn(
        "relative flex cursor-pointer items-center gap-2 rounded-md py-2 pr-8 pl-2 text-sm outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-muted [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground",
        className,
      )}
      {...props}
    >
      {children}
      <DropdownMenuPrimitive.ItemIndicator className="absolute right-2 flex items-center">
        <Check aria-hidden="true" className="text-primary!" />
      </DropdownMenuPrimitive.ItemIndicator>
    </DropdownMenuPrimitive.RadioItem>
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof DropdownMenuPrimitive.Label>) {
  return <DropdownMenuPrimitive.Label className={cn("px-2 py-1.5 text-sm", className)} {...props} />;
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof DropdownMenuPrimitive.Separator>) {
  return <DropdownMenuPrimitive.Separator className={cn("-mx-1 my-1 h-px bg-border", className)} {...props} />;
}
