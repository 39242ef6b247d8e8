/**
 * The guide's saved picture as a File: the server wants the picture with every submission, so a
 * guide sending the profile again need not choose the same picture again.
 */
import { useEffect, useRef } from 'react';
import { pictureUrl } from '../../../components/ui/Avatar';

export function useSavedPicture(name: string, onLoaded: (file: File) => void): void {
  const latest = useRef(onLoaded);
  latest.current = onLoaded;
  useEffect(() => {
    if (name === '') return undefined;
    const controller = new AbortController();
    const load = async () => {
      const response = await fetch(pictureUrl(name), { signal: controller.signal });
      if (!response.ok) return;
      const blob = await response.blob();
      if (blob.type.startsWith('image/')) latest.current(new File([blob], name, { type: blob.type }));
    };
    load().catch(() => {
      // Deliberately quiet: without it the form asks for a picture ('profile picture is necessary').
    });
    return () => controller.abort();
  }, [name]);
}
