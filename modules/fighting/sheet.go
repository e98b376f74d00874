package fighting

import (
	"errors"
	"fmt"
	"io/fs"

	"github.com/griffengine/griff/scenes/aseprite"
)

// The slice names a character's Aseprite sheet gives its boxes by (see the
// package documentation, "Boxes from an Aseprite sheet").
const (
	// SliceHit is the hitbox, counted on a move's active steps only.
	SliceHit = "hitbox"
	// SliceHurt is the body's hurtbox.
	SliceHurt = "hurtbox"
	// SliceLimb is a second hurtbox: an arm or leg a move puts out.
	SliceLimb = "limb"
)

// state is what a fighter outside a move shows: a tag of its sheet.
type state uint8

// The states, by tag (StateTags).
const (
	stateIdle state = iota
	stateWalk
	stateCrouch
	stateJump
	stateHit
	stateCrouchHit
	stateBlock
	stateLowBlock
	stateDown
	stateCount
)

// StateTags are the tags of a sheet a fighter outside a move shows: the
// poses' names, and "crouchhit" (hit while crouching: the hit picture
// with the crouching hurtbox). Each shows its tag's first frame.
var StateTags = [stateCount]string{"idle", "walk", "crouch", "jump", "hit", "crouchhit", "block", "lowblock", "down"}

// stateOf returns the state f shows (as pose chooses its picture).
func stateOf(f *Fighter) state {
	switch {
	case f.Down > 0 || f.Health <= 0:
		return stateDown
	case f.Stun > 0 && f.Blocking && f.Crouch:
		return stateLowBlock
	case f.Stun > 0 && f.Blocking:
		return stateBlock
	case (f.Stun > 0 || f.Knocked) && f.Crouch && !f.Air:
		return stateCrouchHit
	case f.Stun > 0 || f.Knocked:
		return stateHit
	case f.Air:
		return stateJump
	case f.Crouch:
		return stateCrouch
	case f.VX != 0 && f.Input.N/8%2 == 0:
		return stateWalk
	}
	return stateIdle
}

// frameBoxes are a fighter's boxes on one step: the hitbox, the body's
// hurtbox and a limb's hurtbox (relative to the feet, facing right).
type frameBoxes struct{ hit, hurt, limb Box }

// artBoxes are a character's boxes read from its sheet: each move's, a
// step at a time, and each state's.
type artBoxes struct {
	moves  [][]frameBoxes // by move, then step-1 (the move's Total steps)
	states [stateCount]frameBoxes
}

// boxesOf returns f's boxes now: from c's sheet if it has one, else from
// its move list.
func (c *Character) boxesOf(f *Fighter) frameBoxes {
	if c.art == nil {
		return c.listBoxes(f)
	}
	if f.Move >= 0 && f.Down <= 0 && f.Health > 0 {
		steps := c.art.moves[f.Move]
		return steps[min(max(f.MoveStep, 1), len(steps))-1]
	}
	return c.art.states[stateOf(f)]
}

// listBoxes returns f's boxes from c's move list: the standing or
// crouching hurtbox (none lying down), and its move's boxes on its step.
func (c *Character) listBoxes(f *Fighter) frameBoxes {
	b := frameBoxes{hurt: c.Stand}
	if f.Crouch && !f.Air {
		b.hurt = c.Crouch
	}
	if f.Down > 0 || f.Health <= 0 {
		b.hurt = Box{}
	}
	if f.Move >= 0 {
		mv := &c.Moves[f.Move]
		b.limb, b.hit = mv.HurtAt(f.MoveStep), mv.HitAt(f.MoveStep)
	}
	return b
}

// shotBox returns the box of move i's projectile: its hitbox on its first
// active step (the move list's when the sheet has none there).
func (c *Character) shotBox(i int) Box {
	mv := &c.Moves[i]
	if c.art != nil {
		if steps := c.art.moves[i]; mv.Startup <= len(steps) && !steps[mv.Startup-1].hit.Empty() {
			return steps[mv.Startup-1].hit
		}
	}
	return mv.Hit
}

// moveListStep returns the move list's boxes of move mv on step n.
func (c *Character) moveListStep(mv *Move, n int) frameBoxes {
	b := frameBoxes{hurt: c.Stand, limb: mv.HurtAt(n), hit: mv.HitAt(n)}
	if mv.Input.Stance == StanceCrouch && mv.Input.Motion == "" {
		b.hurt = c.Crouch
	}
	return b
}

// moveListState returns the move list's boxes of state st.
func (c *Character) moveListState(st state) frameBoxes {
	switch st {
	case stateDown:
		return frameBoxes{}
	case stateCrouch, stateCrouchHit, stateLowBlock:
		return frameBoxes{hurt: c.Crouch}
	}
	return frameBoxes{hurt: c.Stand}
}

// sliceBox returns a slice key's bounds as a box: texels of a Frame×Frame
// picture, y down, turned into units forward and up from the feet at
// (Frame/2, FeetY). A key with no area (a slice hidden from that frame
// on) is no box.
func sliceBox(k aseprite.SliceKey) Box {
	b := k.Bounds
	if b.Empty() {
		return Box{}
	}
	x, y, w, h := int(b.X), int(b.Y), int(b.W), int(b.H)
	return Box{x - Frame/2, FeetY - (y + h), x + w - Frame/2, FeetY - y}
}

// StepsOf returns how many steps a frame of ms milliseconds shows at rate
// steps a second: ms×rate/1000 rounded to the nearest, at least 1
// (Aseprite keeps whole milliseconds: at 60 a second 17 ms is a step, 33
// two, 50 three).
func StepsOf(ms, rate int) int { return max(1, (ms*rate+500)/1000) }

// tagSteps returns the sheet frame tag t shows on each of its first n
// steps (its frames forward, each for its duration in steps); fewer if the
// tag is shorter.
func tagSteps(sh *aseprite.Sheet, t aseprite.Tag, n, rate int) []int {
	out := make([]int, 0, n)
	for fr := t.From; fr <= t.To && len(out) < n; fr++ {
		for k := StepsOf(int(sh.Frames[fr].Duration.Milliseconds()), rate); k > 0 && len(out) < n; k-- {
			out = append(out, fr)
		}
	}
	return out
}

// artReader resolves a sheet's boxes for a character.
type artReader struct {
	sh     *aseprite.Sheet
	errs   []error
	warned map[string]bool
}

func (r *artReader) warn(format string, args ...any) {
	msg := fmt.Sprintf("%s: "+format, append([]any{r.sh.File}, args...)...)
	if !r.warned[msg] {
		r.warned[msg] = true
		r.errs = append(r.errs, errors.New(msg))
	}
}

// box returns slice name's box on sheet frame fr, or fallback (with a
// warning once) when the sheet has no such slice or no key of it by fr.
func (r *artReader) box(name string, fr int, fallback Box) Box {
	k, ok := r.sh.Slice(name, fr)
	if ok {
		return sliceBox(k)
	}
	has := false
	for _, s := range r.sh.Slices {
		has = has || s.Name == name
	}
	if has {
		r.warn("slice %q has no key on or before frame %d: the move list's box there", name, fr)
	} else {
		r.warn("no slice %q: the move list's boxes", name)
	}
	return fallback
}

// frame returns the boxes on sheet frame fr, the move list's (list) where
// the sheet has no slice.
func (r *artReader) frame(fr int, list frameBoxes) frameBoxes {
	return frameBoxes{
		hit:  r.box(SliceHit, fr, list.hit),
		hurt: r.box(SliceHurt, fr, list.hurt),
		limb: r.box(SliceLimb, fr, list.limb),
	}
}

// resolveSheet sets c.art to the boxes character c's sheet sh gives, step
// by step: each move's tag (named as the move) and each state's
// (StateTags), at rate steps a second. What the sheet lacks (a tag, a
// slice, a key) comes from the move list, with a warning once each in the
// errors. A hitbox counts on the move's active steps only.
func resolveSheet(sh *aseprite.Sheet, c *Character, rate int) []error {
	r := &artReader{sh: sh, warned: map[string]bool{}}
	art := &artBoxes{moves: make([][]frameBoxes, len(c.Moves))}
	for i := range c.Moves {
		mv := &c.Moves[i]
		total := max(mv.Total(), 1)
		steps := make([]frameBoxes, total)
		t, ok := sh.Tag(mv.Name)
		var frames []int
		if ok {
			frames = tagSteps(sh, t, total, rate)
			if len(frames) < total {
				r.warn("tag %q shows %d steps, the move %d: its last frame holds", mv.Name, len(frames), total)
			}
		} else {
			r.warn("no tag %q: the move list's boxes for that move", mv.Name)
		}
		for n := 1; n <= total; n++ {
			list := c.moveListStep(mv, n)
			if !ok {
				steps[n-1] = list
				continue
			}
			steps[n-1] = r.frame(frames[min(n, len(frames))-1], list)
			if !mv.ActiveAt(n) {
				steps[n-1].hit = Box{}
			}
		}
		art.moves[i] = steps
	}
	for st, name := range StateTags {
		list := c.moveListState(state(st))
		if t, ok := sh.Tag(name); ok {
			art.states[st] = r.frame(t.From, list)
			art.states[st].hit = Box{} // no state hits
		} else {
			r.warn("no tag %q: the move list's boxes for it", name)
			art.states[st] = list
		}
	}
	c.art = art
	return r.errs
}

// readSheet reads c's sheet from fsys and takes its boxes from it; every
// mistake is returned (a sheet that does not read at all leaves c on its
// move list's boxes). A sheet that cannot be opened warns at the move
// list's sheet line, one whose content is wrong in the sheet.
func readSheet(fsys fs.FS, c *Character) []error {
	data, err := fs.ReadFile(fsys, c.Sheet)
	if err != nil {
		at := c.sheetAt
		at.Msg = fmt.Sprintf("sheet %s: %v: the move list's boxes", c.Sheet, err)
		return []error{&at}
	}
	sh, problems, err := aseprite.Read(data, c.Sheet)
	if err != nil {
		return []error{fmt.Errorf("%w (the move list's boxes)", err)}
	}
	var errs []error
	for _, p := range problems {
		if p.Line > 0 {
			errs = append(errs, fmt.Errorf("%s:%d:%d: %s", p.File, p.Line, p.Column, p.Message))
		} else {
			errs = append(errs, fmt.Errorf("%s: %s", c.Sheet, p.Message))
		}
	}
	errs = append(errs, checkSheet(data, sh)...)
	return append(errs, resolveSheet(sh, c, stepRate)...)
}
