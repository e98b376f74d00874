package strategy

import (
	"slices"

	"github.com/griffengine/griff/scenes"
)

// Change marks (issue 12; scenes' package documentation, Change marks).
// The step writes its units in some sixty places, so instead of a mark
// before each write it reads them read-only (collect, scenes.Read), keeps a
// copy of each as it was read (keep) and, as the step ends, marks the units
// that differ from their copy (markChanged): a Timeline then writes the
// records of the units that changed only (in the first 900 steps of the
// template about half of the units marked each step had not). Every write to
// a unit happens inside the step, through s.units or s.byID (start writes
// the scene file's new units with scenes.Get, which marks them); a unit
// spawned in the step is marked as it is made.

// unitWas is a unit of s.units as collect read it: the Unit (its Path and
// Queue slices sharing their arrays with the unit's, so their contents are
// kept in s.wasP and s.wasQ, from path and queue on).
type unitWas struct {
	u           Unit
	path, queue int
}

// keep appends u as it is now to s.was (collect calls it for each unit it
// appends to s.units, in the same order).
func (s *system) keep(u *Unit) {
	s.was = append(s.was, unitWas{u: *u, path: len(s.wasP), queue: len(s.wasQ)})
	s.wasP = append(s.wasP, u.Path...)
	s.wasQ = append(s.wasQ, u.Queue...)
}

// markChanged marks the entity of every unit of s.units that differs from
// what collect read.
func (s *system) markChanged() {
	for i, r := range s.units {
		if i < len(s.was) && !s.same(r.u, &s.was[i]) {
			r.e.MarkChanged()
		}
	}
}

// same reports whether u's state equals w's unit's: every field but the
// ones that are not state (Picked, def, trains), DrawOrder.Z by its bits
// (scenes.SameBits: -0 is not 0), Path and Queue by nil-ness and by
// contents with w's kept copies (a record holds a nil slice and an empty
// one apart). TestSameUnitSeesEveryField fails on a field added to
// Unit and left out here.
func (s *system) same(u *Unit, w *unitWas) bool {
	v := &w.u
	path, queue := s.wasP[w.path:w.path+len(v.Path)], s.wasQ[w.queue:w.queue+len(v.Queue)]
	return u.Kind == v.Kind && u.Side == v.Side && u.Tile == v.Tile && u.Built == v.Built &&
		u.ID == v.ID && u.X == v.X && u.Y == v.Y && u.HP == v.HP && u.MaxHP == v.MaxHP &&
		u.Stock == v.Stock && u.Act == v.Act && u.TX == v.TX && u.TY == v.TY &&
		u.Target == v.Target && u.Res == v.Res && u.Build == v.Build && u.Then == v.Then &&
		u.Dest == v.Dest && u.Routed == v.Routed && u.At == v.At && u.Stuck == v.Stuck &&
		u.Cool == v.Cool && u.Work == v.Work && u.Carry == v.Carry && u.CarryWhat == v.CarryWhat &&
		u.Progress == v.Progress && u.Done == v.Done && u.Train == v.Train && u.Waits == v.Waits &&
		u.Seen == v.Seen && u.Shot == v.Shot && u.ShotAt == v.ShotAt &&
		u.DrawOrder == v.DrawOrder && scenes.SameBits(u.Z, v.Z) &&
		(u.Path == nil) == (v.Path == nil) && slices.Equal(u.Path, path) &&
		(u.Queue == nil) == (v.Queue == nil) && slices.Equal(u.Queue, queue)
}
