package blocks

import (
	"time"

	"github.com/griffengine/griff/scenes"
)

// checkSettings clamps the Well's settings to their ranges (see Well),
// warning once for each out of range, naming its field.
func checkSettings(p warner, e *scenes.Entity, w *Well) {
	w.DAS = clampSteps(p, e, "das", w.DAS, MaxDAS)
	w.ARR = clampSteps(p, e, "arr", w.ARR, MaxARR)
	w.LockResets = clampSteps(p, e, "lockResets", w.LockResets, MaxLockResets)
	switch {
	case w.SoftDrop < 0:
		p.Warn(e, wellName, "softDrop %d is negative; want 0 (default %d) or 1..%d times gravity; using 1", w.SoftDrop, DefaultSoftDrop, MaxSoftDrop)
		w.SoftDrop = 1
	case w.SoftDrop > MaxSoftDrop:
		p.Warn(e, wellName, "softDrop %d is above %d times gravity; using %d", w.SoftDrop, MaxSoftDrop, MaxSoftDrop)
		w.SoftDrop = MaxSoftDrop
	}
	switch {
	case w.LockDelay < 0:
		p.Warn(e, wellName, "lockDelay %v is negative; want 0 (default %v) up to %v; using the default", w.LockDelay, DefaultLockDelay, MaxLockDelay)
		w.LockDelay = 0
	case w.LockDelay > MaxLockDelay:
		p.Warn(e, wellName, "lockDelay %v is above %v; using %v", w.LockDelay, MaxLockDelay, MaxLockDelay)
		w.LockDelay = MaxLockDelay
	}
	w.ClearDelay = clampDelay(p, e, "clearDelay", w.ClearDelay, MaxClearDelay)
	w.EntryDelay = clampDelay(p, e, "entryDelay", w.EntryDelay, MaxEntryDelay)
	if w.CellSize != 0 && !(w.CellSize > 0 && w.CellSize <= maxCellSize) { // NaN fails both
		p.Warn(e, wellName, "cellSize %v is not in (0, %d] world units; using %d", w.CellSize, maxCellSize, DefaultCellSize)
		w.CellSize = 0
	}
}

// clampSteps returns v, a count in the range -1 (none), 0 (default), 1..most,
// clamped to it with a warning naming field when it is out of it.
func clampSteps(p warner, e *scenes.Entity, field string, v, most int) int {
	switch {
	case v < -1:
		p.Warn(e, wellName, "%s %d is below -1; want -1 (none), 0 (default) or 1..%d; using -1 (none)", field, v, most)
		return -1
	case v > most:
		p.Warn(e, wellName, "%s %d is above %d; using %d", field, v, most, most)
		return most
	}
	return v
}

// clampDelay returns d, a delay whose negative values mean none, clamped to
// most with a warning naming field when it is longer.
func clampDelay(p warner, e *scenes.Entity, field string, d, most time.Duration) time.Duration {
	if d > most {
		p.Warn(e, wellName, "%s %v is above %v; using %v", field, d, most, most)
		return most
	}
	return d
}
