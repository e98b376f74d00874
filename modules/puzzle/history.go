package puzzle

import (
	"reflect"
	"time"

	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/scenes"
)

// capture appends the state of every component of root and its
// descendants, in hierarchy order, to dst, leaving out Scenery subtrees. A
// component that will not encode is left out (and undo cannot restore it;
// every registered component of Griff's encodes).
func capture(dst []Change, root *scenes.Entity) []Change {
	for ct, c := range root.ReadComponents() { // encoded, not written
		b, err := ct.Encode(c)
		if err != nil {
			continue
		}
		dst = append(dst, Change{Entity: root.ID(), Component: ct.Name(), State: string(b)})
	}
	for _, ch := range root.Children() {
		if !scenes.Has[Scenery](ch) {
			dst = capture(dst, ch)
		}
	}
	return dst
}

// diff returns the changes of before whose state differs from now's (both
// captures of one tree): what a move changed, as it was before. A component
// gone since is left out.
func diff(before, now []Change) []Change {
	type key struct {
		e scenes.EntityID
		c string
	}
	cur := make(map[key]string, len(now))
	for _, n := range now {
		cur[key{n.Entity, n.Component}] = n.State
	}
	var out []Change
	for _, b := range before {
		if st, ok := cur[key{b.Entity, b.Component}]; ok && st != b.State {
			out = append(out, b)
		}
	}
	return out
}

// restore puts each change back on its component, skipping components whose
// entity or component is gone and those already in that state. A grid mover
// put back one cell away slides there over pace of game time (drawn as a
// move backwards) if pace > 0; one farther away (a restart, an undone
// restart) jumps.
func restore(sc *scenes.Scene, changes []Change, pace time.Duration) {
	for _, ch := range changes {
		e := sc.Entity(ch.Entity)
		ct := scenes.TypeNamed(ch.Component)
		if e == nil || !e.Alive() || ct == nil {
			continue
		}
		c := e.Component(ct)
		if c == nil {
			continue
		}
		if cur, err := ct.Encode(c); err == nil && string(cur) == ch.State {
			continue
		}
		fresh := reflect.New(ct.GoType()).Interface()
		if ct.Decode(fresh, []byte(ch.State)) != nil {
			continue
		}
		m, isMover := c.(*grid.Mover)
		var was grid.Mover
		if isMover {
			was = *m
		}
		ct.Copy(c, fresh)
		if isMover && pace > 0 {
			slideBack(m, &was, pace)
		}
	}
}

// slideBack makes m, just put back on its cell, slide there from the cell
// it was on (was.Cell), if that is a neighbour. A mover that was sliding
// from that cell turns round where it is.
func slideBack(m *grid.Mover, was *grid.Mover, pace time.Duration) {
	d := grid.DirTo(was.Cell, m.Cell)
	if d == grid.DirNone || d.Diagonal() {
		return
	}
	m.From, m.Moving, m.Elapsed = was.Cell, true, 0
	if was.Moving && was.From == m.Cell && was.Pace > 0 {
		m.Elapsed = max(was.Pace-was.Elapsed, 0)
	}
	if m.Pace <= 0 {
		m.Pace = pace // the restored pace is kept, so the state after the slide is the one restored
	}
}
