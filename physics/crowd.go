package physics

import (
	"math"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/jakecoffman/cp/v2"
)

// The bounds on a step's work. cp finds every pair of shapes whose boxes
// overlap and solves each pair's contacts Options.Iterations times, so n
// bodies piled on one point cost n²/2 pairs a step: 14,841 boxes spawned on
// one point made one step run for minutes. These bounds count bodies and
// overlaps, never time (see the package doc, "Bounds on a step's work").
const (
	// MaxBodies bounds the dynamic bodies a World simulates at once (rope
	// points not counted). A dynamic body built past it is left out, with
	// one warning per world naming the first such entity and its Body, and
	// joins from the step after a body leaves. 10,000 is about twice the
	// largest scene measured (the 5,050-box pyramid of
	// BenchmarkPyramid_5050).
	MaxBodies = 10000
	// MaxCrowd bounds the shapes of moving (dynamic or kinematic) bodies
	// whose bounding boxes overlap a dynamic or kinematic body's bounding
	// box when it is built, and a dynamic one's when game code puts it
	// somewhere (its transform set). A body built or moved into a bigger
	// crowd is left out (taken out if built), with one warning per world
	// naming the first such entity and its Body, and is tried again when its
	// transform changes. A box in a stack or pyramid overlaps 6 to 8 others;
	// 16 leaves room for any pile the solver separates, and bounds the pairs
	// a crowd built on one point makes to 17×16/2 = 136.
	MaxCrowd = 16
)

// refusal records a body left out by a bound, and the transform it was left
// out at: a crowded body is not tried again until its transform changes.
type refusal struct {
	pos  griff.Vec
	rot  float64
	seen uint64
}

// admit reports whether a new body of kind for e, with collider c, may be
// built within MaxBodies (dynamic bodies) and MaxCrowd (dynamic and
// kinematic ones: cp pairs kinematic shapes with each other too). It warns
// once per world and bound when not.
func (w *World) admit(e *scenes.Entity, c *Collider, kind BodyKind) bool {
	if kind == BodyStatic {
		return true
	}
	tr := e.Transform()
	if rf, ok := w.refused[e.ID()]; ok && rf.pos == tr.Position() && rf.rot == tr.Rotation() {
		rf.seen = w.stamp
		w.refused[e.ID()] = rf
		w.leftOut++
		return false
	}
	if kind == BodyDynamic && w.dynamic >= MaxBodies {
		if !w.warnedBodies {
			w.warnedBodies = true
			w.scene.Problems().Warn(e, "Griff.Body", "more than 10,000 dynamic bodies (MaxBodies); this and later ones are left out until bodies leave")
		}
		w.leftOut++
		return false // tried again every sync: the check costs nothing
	}
	pos, _ := toWorld(e, tr.Position(), tr.Rotation())
	if c == nil || w.crowdAround(pos, colliderReach(c)) <= MaxCrowd {
		delete(w.refused, e.ID())
		return true
	}
	w.refuse(e)
	return false
}

// roomFor reports whether r's body, just put where game code moved it,
// overlaps at most MaxCrowd shapes of other moving bodies.
func (w *World) roomFor(r *bodyRec) bool {
	if r.col == nil {
		return true
	}
	return w.crowdAround(gvec(r.body.Position()), colliderReach(r.col))-len(r.shapes) <= MaxCrowd
}

// refuse leaves e's body out for MaxCrowd until its transform
// changes, warning once per world.
func (w *World) refuse(e *scenes.Entity) {
	if !w.warnedCrowd {
		w.warnedCrowd = true
		w.scene.Problems().Warn(e, "Griff.Body", "built or moved where more than 16 moving shapes overlap it (MaxCrowd); this and later such bodies are left out until moved")
	}
	tr := e.Transform()
	w.refused[e.ID()] = refusal{pos: tr.Position(), rot: tr.Rotation(), seen: w.stamp}
	w.leftOut++
}

// crowdAround counts the shapes of moving bodies whose bounding boxes
// overlap the square of half-width reach around p. Its cost is that count
// plus the depth of cp's bounding-box trees.
//
// It runs for each body built and each dynamic body moved by game code. cp's
// query boxes its context: an allocation or two per moved body, so Sync stays
// free of garbage only while game code moves no dynamic body. A body left out
// by MaxCrowd is not checked again until it moves (its transform is compared,
// nothing more); one left out by MaxBodies costs a comparison per sync.
// Bounding numbers (limits.go) costs a few comparisons per body per step.
func (w *World) crowdAround(p griff.Vec, reach float64) int {
	w.crowd = 0
	w.space.BBQuery(cp.NewBBForExtents(vec(p), reach, reach), cp.SHAPE_FILTER_ALL, w.crowdFunc, nil)
	return w.crowd
}

// countMoving is crowdAround's cp callback (w.crowdFunc).
func (w *World) countMoving(s *cp.Shape, _ any) {
	if s.Body().GetType() != cp.BODY_STATIC {
		w.crowd++
	}
}

// colliderReach returns a distance from the entity's origin that no point of
// c's shapes lies beyond (sizes clamped as when built).
func colliderReach(c *Collider) float64 {
	reach := 0.0
	for _, s := range c.Shapes {
		s, _ = clampShape(s)
		r := math.Hypot(s.Offset[0], s.Offset[1]) + math.Hypot(s.Size[0], s.Size[1])/2 + math.Abs(s.Radius)
		far := 0.0
		for _, p := range s.Points {
			far = math.Max(far, math.Hypot(p[0], p[1]))
		}
		reach = math.Max(reach, r+far)
	}
	if !(reach <= 4*MaxSize) { // NaN, or points too far to be built
		reach = 4 * MaxSize
	}
	return reach
}

// dropRefusals forgets the refusals of entities not seen in this sync (gone,
// inactive, or no longer dynamic).
func (w *World) dropRefusals() {
	for id, rf := range w.refused {
		if rf.seen != w.stamp {
			delete(w.refused, id) // deleting only: map order does not matter
		}
	}
}

// Counts is what a World simulates, counted after its last Step or Sync.
type Counts struct {
	// Dynamic is the number of dynamic bodies built (rope points not
	// counted); at most MaxBodies.
	Dynamic int
	// LeftOut is the number of dynamic and kinematic bodies the last sync
	// left out by MaxBodies or MaxCrowd.
	LeftOut int
	// Touches is the number of touching pairs of shapes in the last step,
	// TouchEnd not counted.
	Touches int
}

// Counts returns what the world simulates: its bodies, the bodies its bounds
// left out, and the touching pairs of the last step.
func (w *World) Counts() Counts {
	// Reports the last step left for a reader (stepTally.due) are of pairs
	// touching, none a TouchEnd; they are counted without being written.
	n := w.tally.due
	for _, t := range w.contacts.out[n:] {
		if t.Phase != TouchEnd {
			n++
		}
	}
	return Counts{Dynamic: w.dynamic, LeftOut: w.leftOut, Touches: n}
}
