package blocks

import "time"

// The settings with their defaults applied (see Well).

func (w *Well) goal() int {
	switch {
	case w.Goal > 0:
		return w.Goal
	case w.Mode == ModeSprint:
		return DefaultSprintGoal
	}
	return DefaultMarathonGoal
}

func (w *Well) startLevel() int { return min(max(w.StartLevel, 1), MaxGravityLevel) }

// das and arr return the DAS and ARR in steps, 0 for none.
func (w *Well) das() int { return orInt(w.DAS, DefaultDAS) }
func (w *Well) arr() int { return orInt(w.ARR, DefaultARR) }

func (w *Well) lockDelay() time.Duration {
	if w.LockDelay <= 0 {
		return DefaultLockDelay
	}
	return w.LockDelay
}

// lockResets returns the most lock resets per piece, 0 for none.
func (w *Well) lockResets() int { return orInt(w.LockResets, DefaultLockResets) }

// clearDelay returns the clear delay, 0 for none.
func (w *Well) clearDelay() time.Duration {
	switch {
	case w.ClearDelay < 0:
		return 0
	case w.ClearDelay == 0:
		return DefaultClearDelay
	}
	return w.ClearDelay
}

// entryDelay returns the entry delay, 0 for none.
func (w *Well) entryDelay() time.Duration {
	switch {
	case w.EntryDelay < 0:
		return 0
	case w.EntryDelay == 0:
		return DefaultEntryDelay
	}
	return w.EntryDelay
}

func (w *Well) softDrop() time.Duration {
	if w.SoftDrop <= 0 {
		return DefaultSoftDrop
	}
	return time.Duration(w.SoftDrop)
}

// maxCellSize is the largest CellSize taken; larger ones (and infinities)
// mean the default.
const maxCellSize = 1024

func (w *Well) cellSize() float64 {
	if !(w.CellSize > 0 && w.CellSize <= maxCellSize) { // NaN fails both
		return DefaultCellSize
	}
	return w.CellSize
}

// orInt returns def for 0, 0 for a negative v, else v.
func orInt(v, def int) int {
	switch {
	case v < 0:
		return 0
	case v == 0:
		return def
	}
	return v
}
