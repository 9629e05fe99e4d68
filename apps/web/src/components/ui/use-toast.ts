import { toast } from './toast-store';

/** The toast API for components: `const { error, success } = useToast()`. */
export function useToast(): typeof toast {
  return toast;
}
