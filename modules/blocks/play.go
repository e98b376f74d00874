package blocks

import (
	"time"

	"github.com/griffengine/griff/griff"
)

// Moves is what the player does in one step: which moves are held and
// which were pressed this step.
type Moves struct {
	// Left, Right and SoftDrop are held.
	Left, Right, SoftDrop bool
	// LeftPressed and RightPressed are pressed this step (they settle which
	// way to go while both are held: the later press wins).
	LeftPressed, RightPressed bool
	// HardDrop, RotateCW, RotateCCW and Hold are pressed this step.
	HardDrop, RotateCW, RotateCCW, Hold bool
}

// Step plays one step of length dt (game time) with the player's controls c,
// drawing new bags from r. It does nothing once the game is over.
func (w *Well) Step(c Moves, dt time.Duration, r *griff.Rand) {
	if w.Over {
		w.Ended += dt
		return
	}
	if len(w.Cells) != Width*Height {
		w.Cells = make([]byte, Width*Height) // a Well from a file may lack them
	}
	if !w.Started {
		w.start(r)
		if w.Over {
			return
		}
	}
	if !w.Won {
		w.Steps++
	}
	if !w.waited(c, dt, r) {
		return
	}
	w.control(c, r)
	if w.Piece.Kind != KindNone && !c.HardDrop {
		w.fall(c.SoftDrop, dt, r)
	}
}

// waited plays the clear delay and the entry delay (charging DAS through
// them: see shift), brings the next piece when they are over, and reports
// whether a piece falls this step. The step the clear delay ends in is not
// counted into the entry delay; the entry delay ends in the first step that
// leaves less than half a step of it (so it is rounded to the nearest step:
// 0.1 s is 6 steps at 60 a second, 3 at 30).
func (w *Well) waited(c Moves, dt time.Duration, r *griff.Rand) bool {
	if len(w.Clearing) > 0 {
		w.Cleared += dt
		if w.Cleared < w.clearDelay() {
			w.shift(c)
			return false
		}
		w.finishClear(r)
		if w.Over || w.Piece.Kind == KindNone {
			w.shift(c)
			return false
		}
		return true
	}
	if w.Piece.Kind == KindNone {
		if w.Entry -= dt; 2*w.Entry > dt {
			w.shift(c)
			return false
		}
		w.Entry = 0
		w.spawn(r)
	}
	return !w.Over
}

// start makes the field and the queue and brings the first piece.
func (w *Well) start(r *griff.Rand) {
	w.Started = true
	w.Level = w.startLevel()
	w.Combo = -1
	w.Queue = fillQueue(w.Queue, PreviewLength, r)
	w.spawn(r)
}

func (w *Well) field() *field { return &field{cells: w.Cells} }

// control applies hold, turns, sideways moves and the hard drop, in that
// order (a turn before a move, as most guideline games do in one frame).
func (w *Well) control(c Moves, r *griff.Rand) {
	if c.Hold && !w.HoldUsed {
		w.hold(r)
		if w.Over {
			return
		}
	}
	if c.RotateCW {
		w.rotate(0)
	}
	if c.RotateCCW {
		w.rotate(1)
	}
	w.shift(c)
	if c.HardDrop {
		n := w.field().drop(w.Piece)
		w.Piece.Y -= n
		w.Score += hardDropPoints * n
		if n > 0 {
			w.Rotated = false
		}
		w.lock(r)
	}
}

// spawn brings the next piece from the queue.
func (w *Well) spawn(r *griff.Rand) {
	w.Queue = fillQueue(w.Queue, PreviewLength, r)
	k := w.Queue[0]
	w.Queue = fillQueue(w.Queue[:copy(w.Queue, w.Queue[1:])], PreviewLength, r)
	w.enter(k)
}

// enter puts a new piece of kind k at the spawn place and drops it one row if
// it can (the guideline's spawn); a piece that does not fit ends the game
// ("block out").
func (w *Well) enter(k Kind) {
	p := spawnPiece(k)
	f := w.field()
	if !f.fits(p) {
		w.Piece, w.Over = Piece{}, true
		return
	}
	if q := (Piece{k, p.Rot, p.X, p.Y - 1}); f.fits(q) {
		p = q
	}
	w.Piece, w.Entered = p, w.Entered+1
	w.Fall, w.Lock, w.Resets, w.Lowest = 0, 0, 0, p.Y
	w.Rotated, w.Kick = false, 0
	w.Repeat = 0 // a charged DAS moves the new piece in this step
}

// hold swaps the falling piece with the held one (or the next, when none is
// held), once per piece: the piece comes back in its spawn state.
func (w *Well) hold(r *griff.Rand) {
	k := w.Piece.Kind
	if w.Hold == KindNone {
		w.Hold = k
		w.spawn(r)
	} else {
		w.Hold, k = k, w.Hold
		w.enter(k)
	}
	w.HoldUsed = true
}

// grounded reports whether the piece cannot fall one more row.
func (w *Well) grounded() bool {
	p := w.Piece
	p.Y--
	return !w.field().fits(p)
}

// moved restarts the lock delay after a successful move or turn made while the
// piece lies on the ground (before or after it), while resets are left.
func (w *Well) moved(wasGrounded bool) {
	if !wasGrounded && !w.grounded() {
		return
	}
	if w.Resets < w.lockResets() {
		w.Resets++
		w.Lock = 0
	}
}

// rotate turns the piece clockwise (dir 0) or counter-clockwise (1), trying
// the SRS kicks in order.
func (w *Well) rotate(dir int) {
	p := w.Piece
	if p.Kind == KindNone || p.Kind == KindO {
		return
	}
	ground := w.grounded()
	to := p.Rot.CW()
	if dir == 1 {
		to = p.Rot.CCW()
	}
	f := w.field()
	for i, k := range kickTable[p.Kind][p.Rot&3][dir] {
		q := Piece{p.Kind, to, p.X + k.X, p.Y + k.Y}
		if f.fits(q) {
			w.Piece, w.Rotated, w.Kick = q, true, i
			w.lowest()
			w.moved(ground)
			return
		}
	}
}

// step1 moves the piece one column dx (-1 or 1) if it fits and reports
// whether it did.
func (w *Well) step1(dx int) bool {
	q := w.Piece
	q.X += dx
	if !w.field().fits(q) {
		return false
	}
	ground := w.grounded()
	w.Piece, w.Rotated = q, false
	w.moved(ground)
	return true
}

// shift moves the piece sideways: once when a direction is pressed, then,
// while it is held, again after DAS steps and every ARR steps after that (all
// the way to the wall at once with no ARR). With no falling piece (the clear
// and entry delays) a held direction goes on charging, and a press starts a
// new charge without a move; a piece that enters with DAS charged moves in
// its first step (enter sets Repeat to 0), the guideline games' "DAS
// preload".
func (w *Well) shift(c Moves) {
	dir := heldDirection(c, w.Shift)
	if dir != w.Shift || (dir < 0 && c.LeftPressed) || (dir > 0 && c.RightPressed) {
		w.Shift, w.Charge, w.Repeat = dir, 0, 0
		if dir != 0 && w.Piece.Kind != KindNone {
			w.step1(dir)
		}
		return
	}
	if dir == 0 {
		return
	}
	w.Charge = min(w.Charge+1, w.das())
	if w.Charge < w.das() || w.Piece.Kind == KindNone {
		return
	}
	if w.arr() == 0 {
		for w.step1(dir) {
		}
		return
	}
	if w.Repeat--; w.Repeat <= 0 {
		w.step1(dir)
		w.Repeat = w.arr()
	}
}

// heldDirection returns the direction the held moves say: -1 left, 1
// right, 0 none. With both held the one pressed later wins (shift, the
// direction of the last step, when neither was pressed this step).
func heldDirection(c Moves, shift int) int {
	switch {
	case c.Left && c.Right && c.LeftPressed && !c.RightPressed:
		return -1
	case c.Left && c.Right && c.RightPressed && !c.LeftPressed:
		return 1
	case c.Left && c.Right:
		return shift
	case c.Left:
		return -1
	case c.Right:
		return 1
	}
	return 0
}

// lowest gives back the lock resets when the piece reaches a new lowest row.
func (w *Well) lowest() {
	if w.Piece.Y < w.Lowest {
		w.Lowest, w.Resets = w.Piece.Y, 0
	}
}

// fall lets gravity (or the soft drop) pull the piece down for dt, then counts
// the lock delay while it lies on the ground, locking it when the delay is
// over or no resets are left.
func (w *Well) fall(soft bool, dt time.Duration, r *griff.Rand) {
	per := Gravity(w.Level)
	if soft {
		per = max(per/w.softDrop(), 1)
	}
	w.Fall += dt
	for w.Fall >= per {
		if w.grounded() {
			w.Fall = 0
			break
		}
		w.Fall -= per
		w.Piece.Y--
		w.Lock, w.Rotated = 0, false
		w.lowest()
		if soft {
			w.Score += softDropPoints
		}
	}
	if !w.grounded() {
		return
	}
	w.Lock += dt
	limit := w.lockResets()
	if w.Lock >= w.lockDelay() || (limit > 0 && w.Resets >= limit) {
		w.lock(r)
	}
}

// lock fixes the piece in the field, scores it and starts clearing its full
// rows (or brings the next piece). A piece locked wholly above the visible
// field ends the game ("lock out").
func (w *Well) lock(r *griff.Rand) {
	p := w.Piece
	f := w.field()
	spin := tSpin(f, p, w.Rotated, w.Kick)
	f.place(p)
	w.Piece, w.HoldUsed, w.Pieces = Piece{}, false, w.Pieces+1
	above := true
	for _, c := range p.Cells() {
		above = above && c.Y >= VisibleHeight
	}
	w.Clearing = f.fullRows(w.Clearing[:0])
	n := len(w.Clearing)
	perfect := n > 0 && f.filled() == n*Width
	clr, chain := score(n, spin, perfect, w.Level, w.BackToBack, w.Combo)
	w.Score += clr.Points
	w.Combo, w.BackToBack = clr.Combo, chain
	if n > 0 || spin != SpinNone {
		w.Last = clr
	}
	w.Lines += n
	if w.Mode == ModeMarathon {
		w.Level = max(w.Level, w.startLevel()+w.Lines/LinesPerLevel)
	}
	if w.Lines >= w.goal() {
		w.Won = true
	}
	if above && n == 0 {
		w.Over = true
		return
	}
	w.Cleared = 0
	if n == 0 || w.clearDelay() == 0 {
		w.finishClear(r)
	}
}

// finishClear takes the cleared rows out and ends a won game, or starts the
// entry delay (bringing the next piece at once when there is none).
func (w *Well) finishClear(r *griff.Rand) {
	w.field().remove(w.Clearing)
	w.Clearing, w.Cleared = w.Clearing[:0], 0
	if w.Won {
		w.Over = true
		return
	}
	if w.Entry = w.entryDelay(); w.Entry == 0 {
		w.spawn(r)
	}
}
