package blocks

import (
	"strings"

	"github.com/griffengine/griff/scenes"
)

// wellName is the saved name of Well, which warnings name.
const wellName = "Blocks.Well"

// Warner records a warning about an entity's component (scenes.Problems.Warn
// has this shape).
type warner interface {
	Warn(e *scenes.Entity, component, format string, args ...any) bool
}

// check repairs what a scene file or a save may hold that the rules cannot
// play, warning once for each mistake naming the entity and "Blocks.Well",
// so a bad file plays on: a field of the wrong size is emptied, unknown
// kinds in it or in the queue are dropped, a piece that does not fit in the
// field is taken away (the next one comes), and out-of-range numbers are
// clamped.
func check(p warner, e *scenes.Entity, w *Well) {
	if w.Mode > ModeSprint {
		p.Warn(e, wellName, "mode %v is not one of the modes (%s); playing %v", w.Mode, strings.Join(modeNames[:], ", "), ModeMarathon)
		w.Mode = ModeMarathon
	}
	checkSettings(p, e, w)
	if w.Entry < 0 || w.Entry > MaxEntryDelay {
		p.Warn(e, wellName, "entry %v is not in 0..%v; using 0", w.Entry, MaxEntryDelay)
		w.Entry = 0
	}
	if w.StartLevel < 0 || w.StartLevel > MaxGravityLevel {
		p.Warn(e, wellName, "startLevel %d is not in 1..%d; using %d", w.StartLevel, MaxGravityLevel, w.startLevel())
		w.StartLevel = w.startLevel()
	}
	if w.Input < 0 || w.Input >= 8 {
		p.Warn(e, wellName, "input %d is not a local player (0..7); using 0", w.Input)
		w.Input = 0
	}
	if w.Goal < 0 {
		p.Warn(e, wellName, "goal %d is negative; using %d", w.Goal, w.goal())
		w.Goal = 0
	}
	if w.Piece.Rot > RotL {
		p.Warn(e, wellName, "piece rot %d is not a rotation state (0..3); using %d", w.Piece.Rot, w.Piece.Rot&3)
		w.Piece.Rot &= 3
	}
	checkCells(p, e, w)
	checkQueue(p, e, w)
	if w.Piece.Kind >= NumKinds || (w.Piece.Kind != KindNone && (len(w.Cells) != Width*Height || !w.field().fits(w.Piece))) {
		p.Warn(e, wellName, "piece %v at (%d, %d) does not fit in the field; the next piece comes instead", w.Piece.Kind, w.Piece.X, w.Piece.Y)
		w.Piece = Piece{}
	}
	if w.Level < 0 || w.Level > 99 || w.Lines < 0 || w.Score < 0 {
		p.Warn(e, wellName, "level %d, lines %d, score %d: a negative count or a level above 99; counts reset", w.Level, w.Lines, w.Score)
		w.Level, w.Lines, w.Score = w.startLevel(), 0, 0
	}
	w.Clearing = checkRows(p, e, w.Clearing)
}

func checkCells(p warner, e *scenes.Entity, w *Well) {
	if len(w.Cells) != 0 && len(w.Cells) != Width*Height {
		p.Warn(e, wellName, "cells hold %d cells, want %d (%d × %d); the field starts empty", len(w.Cells), Width*Height, Width, Height)
		w.Cells = make([]byte, Width*Height)
	}
	for i, c := range w.Cells {
		if Kind(c) >= NumKinds {
			p.Warn(e, wellName, "cell (%d, %d) holds %d, not a piece (0..7); emptied", i%Width, i/Width, c)
			w.Cells[i] = byte(KindNone)
		}
	}
}

func checkQueue(p warner, e *scenes.Entity, w *Well) {
	q := w.Queue[:0]
	for _, k := range w.Queue {
		if k == KindNone || k >= NumKinds {
			p.Warn(e, wellName, "queue holds %q, not a piece; left out", k.String())
			continue
		}
		q = append(q, k)
	}
	w.Queue = q
	if w.Started && len(w.Queue) == 0 {
		p.Warn(e, wellName, "a started game with an empty queue; a new bag is drawn")
	}
	if w.Hold >= NumKinds {
		p.Warn(e, wellName, "hold holds %d, not a piece; emptied", w.Hold)
		w.Hold = KindNone
	}
}

func checkRows(p warner, e *scenes.Entity, rows []int) []int {
	out := rows[:0]
	for i, y := range rows {
		if y < 0 || y >= Height || (i > 0 && y <= rows[i-1]) {
			p.Warn(e, wellName, "clearing holds row %d: rows must be in 0..%d, bottom first, each once; left out", y, Height-1)
			continue
		}
		out = append(out, y)
	}
	return out
}
