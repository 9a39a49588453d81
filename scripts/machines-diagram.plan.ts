import { isGeneratedDiagram } from './machines-diagram.render';

/**
 * What `npm run machines:diagram` may do in docs/machines: write each machine's diagram and remove the diagrams
 * of machines that are gone, but only over files it wrote itself (they carry its marker). A hand-written
 * docs/machines/<id>.md (notes that happen to bear a machine's id) is never overwritten: the run refuses and says
 * so, rather than lose the notes.
 */
export interface DiagramPlan {
  write: Array<{ path: string; content: string }>;
  remove: string[];
  /** Files a diagram would overwrite that the script did not write. */
  refused: string[];
}

export function planDiagramFiles(
  diagrams: ReadonlyArray<{ path: string; content: string }>,
  existing: ReadonlyMap<string, string>,
): DiagramPlan {
  const wanted = new Set(diagrams.map((d) => d.path));
  const handWritten = (path: string) => existing.has(path) && !isGeneratedDiagram(existing.get(path)!);
  return {
    write: diagrams.filter((d) => !handWritten(d.path)),
    remove: [...existing].filter(([path, content]) => !wanted.has(path) && isGeneratedDiagram(content)).map(([path]) => path),
    refused: diagrams.filter((d) => handWritten(d.path)).map((d) => d.path),
  };
}
