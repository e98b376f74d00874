package network

import (
	"bytes"
	"encoding/binary"
	"math"
	"reflect"
	"slices"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/net/session"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/sceneflow"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// visualPkg is the package of the drawing components.
var visualPkg = reflect.TypeFor[visual.Sprite]().PkgPath()

// gameplay reports whether a component type is compared when a prediction is
// checked: all but the drawing components (scenes/visual), whose animation
// clocks each machine plays itself (see scenes: net:"-").
func gameplay(c *scenes.ComponentType) bool { return c.GoType().PkgPath() != visualPkg }

// Owner is implemented by a component whose entity a player controls (a
// platformer's Player with its input index): on that player's machine the
// entity and its descendants are predicted, not taken from the host.
// NetworkOwner returns the player index, in [0, session.MaxPlayers).
type Owner interface {
	NetworkOwner() int
}

// The numbers of a player's mirror of the host's scene (see the package
// documentation).
const (
	// CorrectSteps is how many steps a correction of the predicted player's
	// position is spread over.
	CorrectSteps = 6
	// SnapDistance is the longest correction of a predicted entity's
	// position spread over CorrectSteps; a longer one is made at once (a
	// Teleport, drawn as a jump). The unit is world units: 32, two of the
	// platformer's 16-unit tiles, about twice a character's height (Unreal's
	// character movement teleports past NetworkNoSmoothUpdateDistance, 384
	// cm, about twice its 180 cm character). A correction spread over steps
	// moves the entity through what lies between, and physics pushes it out
	// of a floor it is moved up into: a player the host saw jump a pit while
	// their machine saw them fall in would stay under the ledge.
	SnapDistance = 32
	// PredictedRemoval is how many steps an entity of the host that the
	// player's own game removed (a coin the predicted player picked up) stays
	// away before it comes back, if the host does not remove it too.
	PredictedRemoval = 60
	// renderSnap is how far (steps) the render step may be from where it
	// should be before it jumps there instead of catching up a step at a
	// time.
	renderSnap = 12
	predRing   = 64
)

// correction is the rest of a correction being spread over steps.
type correction struct {
	id   scenes.EntityID
	by   griff.Vec // the unit is world units, per step
	left int       // steps
}

// mirror is a player's machine's state for following the host's scene.
type mirror struct {
	stamp       griff.Tick // the host step the input of this step is meant for, or -1
	render      griff.Tick // the host step drawn, or -1
	checked     griff.Tick // the newest snapshot checked against the prediction
	stale       griff.Tick // predictions of stamps up to this were made before a correction
	pred        [predRing]session.Frame
	scratch     *scenes.Scene // the host's record of a predicted entity is put here to compare
	scratchMine *scenes.Scene // and this machine's, when their bytes differ (agree.go)
	comps       []typed       // the host's components being compared
	predicted   map[scenes.EntityID]bool
	applied     map[scenes.EntityID]bool
	gone        map[scenes.EntityID]griff.Tick
	snapped     map[scenes.EntityID]bool // last corrected by a snap by the error (see correct)
	corrections []correction
	count       int
	checks      int
	warned      bool
	buf         []byte
	drop        []*scenes.Entity
	scene       *scenes.Scene // the scene followed
	asked       string        // the host's scene last asked for (sceneflow), "" none
	askedAt     griff.Tick    // the step it was last asked for at
	warnedScene bool          // the problem log was told a scene change cannot be followed
}

func newMirror() mirror {
	return mirror{stamp: -1, render: -1, checked: -1, stale: -1,
		predicted: map[scenes.EntityID]bool{}, applied: map[scenes.EntityID]bool{}, gone: map[scenes.EntityID]griff.Tick{},
		snapped: map[scenes.EntityID]bool{}}
}

// Corrections returns how many times the host's state of an acknowledged
// step disagreed with this player's prediction of their own entities (0 on
// the host and offline).
func (s *System) Corrections() int { return s.m.count }

// follow runs at the end of a player's step: it records the prediction,
// checks it against the newest snapshot and puts the host's state of the
// render step into the scene.
func (s *System) follow(g *runtime.Game) {
	m := &s.m
	sc := g.Scene()
	if sc != m.scene {
		m.newScene(sc)
	}
	m.markPredicted(sc, int(s.client.ID()))
	m.record(sc)
	latest := s.client.Latest()
	if latest == nil {
		return
	}
	if name, ok := sceneName(latest.Head()); ok && name != sc.Name() {
		m.followScene(g, name)
		return
	}
	if latest.Step > m.checked {
		m.checked = latest.Step
		prev, _ := s.client.FramesAround(latest.Step - 1)
		m.check(g, latest, prev)
	}
	m.advanceRender(s, g)
	from, to := s.drawnFrames(m.render)
	if from == nil || !sameScene(from.Head(), sc.Name()) {
		return
	}
	m.apply(g, from, to)
	m.smooth(sc)
}

// drawnFrames returns the two snapshots a player's scene is drawn between
// at render step at, the frames the mirror applies and RenderFrames reports:
// the newest kept at or before at and the oldest after it; when none is after
// it (the newest is drawn, later ones being late or lost) both are the
// newest, held (no interpolation). It returns nils when none is at or
// before at.
//
// The mirror and RenderFrames once chose apart: RenderFrames reported the two
// newest while the mirror held the newest, so the scene's state was a
// snapshot ahead of RenderFrames' from. When that happens under packet loss
// depends on the snapshots' bytes (a component type's index is a uvarint:
// registering two more types before others made records a byte longer,
// fragments and losses fell elsewhere), so it showed as a fault that came
// and went with which packages were linked.
func (s *System) drawnFrames(at griff.Tick) (from, to *session.Frame) {
	from, to = s.client.FramesAround(at)
	switch {
	case from == nil:
		return nil, nil
	case to == nil:
		to = from
	}
	return from, to
}

// markPredicted finds the entities of the local player and their
// descendants.
func (m *mirror) markPredicted(sc *scenes.Scene, me int) {
	clear(m.predicted)
	for e := range sc.Walk() {
		if p := e.Parent(); p != nil && m.predicted[p.ID()] {
			m.predicted[e.ID()] = true
			continue
		}
		for _, c := range e.ReadComponents() { // read only: marks nothing changed
			if o, ok := c.(Owner); ok && o.NetworkOwner() == me {
				m.predicted[e.ID()] = true
			}
		}
	}
}

// record keeps the records of the predicted entities (their roots) under the
// step's input stamp.
func (m *mirror) record(sc *scenes.Scene) {
	if m.stamp < 0 {
		return
	}
	f := &m.pred[m.stamp%predRing]
	f.Reset(m.stamp)
	for e := range sc.Walk() {
		if !m.predicted[e.ID()] || e.Parent() != nil && m.predicted[e.Parent().ID()] {
			continue
		}
		var err error
		if m.buf, err = e.AppendNetRecordOf(m.buf[:0], gameplay); err == nil {
			f.Add(e.ID(), m.buf)
		}
	}
}

// check compares the host's state of step latest.Step with what this machine
// predicted for it, and corrects a predicted entity that differs: it takes
// the host's components of that step and its position moves by the error,
// spread over CorrectSteps steps. prev is the host's snapshot before latest
// (nil: none kept): where the entity stood still between the two, the
// correction aims at the host's position itself (see correct).
func (m *mirror) check(g *runtime.Game, latest, prev *session.Frame) {
	p := &m.pred[latest.Step%predRing]
	if p.Step != latest.Step || p.Len() == 0 || latest.Step <= m.stale {
		return
	}
	for i := range p.Len() {
		id := p.ID(i)
		j, ok := latest.Find(id)
		e := g.Scene().Entity(id)
		if !ok || e == nil {
			continue
		}
		m.checks++
		if m.agrees(p.Record(i), latest.Record(j)) {
			delete(m.snapped, id) // the last correction took
			continue
		}
		mine, err1 := scenes.ReadNetRecordHead(p.Record(i))
		host, err2 := scenes.ReadNetRecordHead(latest.Record(j))
		if err1 != nil || err2 != nil {
			continue
		}
		at := e.Transform().Position()
		if _, err := g.Scene().ApplyNetRecord(latest.Record(j)); err != nil {
			m.warn(g, err)
			continue
		}
		if still(prev, id, host.Position) {
			mine.Position = at // the host's entity rests: aim at its position
		}
		m.correct(e, at, mine.Position, host.Position)
		m.count++
		// Predictions until the correction is spread out were made from
		// the uncorrected state.
		m.stale = m.stamp + CorrectSteps
	}
}

// correct moves predicted entity e, now at at (the host's components of
// the step checked already taken), by the error of the step checked (host's
// position minus mine, the prediction's): spread over CorrectSteps, or at
// once past SnapDistance. A snap by the error assumes the entity's motion
// since that step was right; when the prediction checked next, made after
// that snap, is again more than SnapDistance off, that motion was made from
// the wrong state (a fall from where the snap left it, where the host's
// entity stood on a ledge), and moving by the error again would repeat it
// for ever: then e takes the host's position of the step checked, exactly.
func (m *mirror) correct(e *scenes.Entity, at, mine, host griff.Vec) {
	id := e.ID()
	d := host.Sub(mine)
	if dx, dy := d.X(), d.Y(); float64(dx*dx)+float64(dy*dy) <= SnapDistance*SnapDistance {
		delete(m.snapped, id)
		e.Transform().SetPosition(at)
		m.corrections = append(m.corrections, correction{id: id, by: d.Mul(1.0 / CorrectSteps), left: CorrectSteps})
		return
	}
	m.dropCorrections(id)
	if m.snapped[id] {
		delete(m.snapped, id)
		e.Transform().Teleport(host)
		return
	}
	m.snapped[id] = true
	e.Transform().Teleport(at.Add(d))
}

// still reports whether entity id of snapshot prev (nil: false) is within
// PositionTolerance of pos on each axis: the host's entity stood still
// between prev and the snapshot checked. Its correction then aims at the
// host's position, not at the host's position plus this machine's motion
// since the step checked: that motion (a chick's landing sinking back out
// of the ground, as physics resolves it over a hundred steps) is not the
// host's, whose entity had already settled. Moving by the error of the
// step checked lifted the multiplayer template's chick, at rest, above the
// ground by what it had since risen; it fell back, sank in, and the check a
// round trip later found it 1/8 unit deep again: a correction every 33
// steps, for ever (25 in 900 steps, TestJoiningPlayerPredictsKeysFromWelcome).
func still(prev *session.Frame, id scenes.EntityID, pos griff.Vec) bool {
	if prev == nil {
		return false
	}
	j, ok := prev.Find(id)
	if !ok {
		return false
	}
	h, err := scenes.ReadNetRecordHead(prev.Record(j))
	return err == nil && nearPosition(h.Position.X(), pos.X()) && nearPosition(h.Position.Y(), pos.Y())
}

// flagsAt returns where a network record's flags byte is: after the id, the
// parent id and the name.
func flagsAt(rec []byte) int {
	at := 0
	for range 2 {
		_, n := binary.Uvarint(rec[at:])
		if n <= 0 {
			return len(rec)
		}
		at += n
	}
	name, n := binary.Uvarint(rec[at:])
	if n <= 0 || name > uint64(len(rec)) {
		return len(rec)
	}
	return at + n + int(name)
}

// dropCorrections forgets the corrections of entity id still being spread.
func (m *mirror) dropCorrections(id scenes.EntityID) {
	m.corrections = slices.DeleteFunc(m.corrections, func(c correction) bool { return c.id == id })
}

// smooth moves corrected entities by a share of their error.
func (m *mirror) smooth(sc *scenes.Scene) {
	kept := m.corrections[:0]
	for _, c := range m.corrections {
		if e := sc.Entity(c.id); e != nil {
			e.Transform().Move(c.by)
			if c.left--; c.left > 0 {
				kept = append(kept, c)
			}
		}
	}
	m.corrections = kept
}

// advanceRender moves the render step one step on, catching up (two steps,
// or none) when it is more than a step from the newest snapshot's step plus
// the steps since it arrived less the render delay, and jumping there when
// it is more than renderSnap steps off.
func (m *mirror) advanceRender(s *System, g *runtime.Game) {
	per := g.Clock().StepDuration()
	since := griff.Tick(0)
	if per > 0 {
		since = griff.Tick((s.now - s.client.Arrived()) / per)
	}
	target := s.client.Latest().Step + since - session.RenderDelay*session.SnapshotEvery
	next := m.render + 1
	switch {
	case m.render < 0 || next-target > renderSnap || target-next > renderSnap:
		m.render = target
	case target > next:
		m.render = next + 1
	case target < next-1:
	default:
		m.render = next
	}
}

// apply puts the host's state at the render step into the scene: the
// records of from, positions interpolated towards to's; entities from lacks
// are removed, the predicted ones are left alone.
func (m *mirror) apply(g *runtime.Game, from, to *session.Frame) {
	sc := g.Scene()
	tick := g.Clock().Tick()
	m.drop = m.drop[:0]
	for e := range sc.Walk() {
		id := e.ID()
		if m.applied[id] || m.predicted[id] {
			continue
		}
		if _, ok := from.Find(id); !ok && (e.Parent() == nil || !m.dropping(e.Parent())) && !session.IsLocal(e) {
			m.drop = append(m.drop, e)
		}
	}
	for id := range m.applied { // the order does not matter: each is looked up
		if sc.Entity(id) == nil {
			if _, ok := m.gone[id]; !ok {
				m.gone[id] = tick // removed by this machine's own game
			}
		}
	}
	clear(m.applied)
	for _, e := range m.drop {
		sc.Destroy(e)
	}
	for i := range from.Len() {
		id := from.ID(i)
		if m.predicted[id] {
			continue
		}
		if at, ok := m.gone[id]; ok && tick-at < PredictedRemoval {
			continue
		}
		delete(m.gone, id)
		rec := from.Record(i)
		if e := sc.Entity(id); e != nil {
			// Unchanged here since it was applied (a tile map): nothing to do.
			if m.buf, _ = e.AppendNetRecord(m.buf[:0]); bytes.Equal(m.buf, rec) {
				m.applied[id] = true
				m.interpolate(e, from, to, i)
				continue
			}
		}
		e, err := sc.ApplyNetRecord(rec)
		if err != nil {
			if sc.Entity(id) == nil && e == nil {
				continue // its parent is gone here
			}
			m.warn(g, err)
			continue
		}
		m.applied[id] = true
		m.interpolate(e, from, to, i)
	}
	for id := range m.gone {
		if _, ok := from.Find(id); !ok {
			delete(m.gone, id) // the host removed it too
		}
	}
}

// dropping reports whether e is already to be dropped.
func (m *mirror) dropping(e *scenes.Entity) bool {
	for _, d := range m.drop {
		if d == e || d.IsAncestorOf(e) {
			return true
		}
	}
	return false
}

// interpolate puts e between its record i in from and its record in to, by
// how far the render step is between them (DESIGN section 6: what jumped in
// to, or changed parent, is drawn where from has it until to is reached).
func (m *mirror) interpolate(e *scenes.Entity, from, to *session.Frame, i int) {
	if to == nil || to.Step <= from.Step {
		return
	}
	j, ok := to.Find(from.ID(i))
	if !ok {
		return
	}
	a, err1 := scenes.ReadNetRecordHead(from.Record(i))
	b, err2 := scenes.ReadNetRecordHead(to.Record(j))
	if err1 != nil || err2 != nil || b.Jumped || a.Parent != b.Parent {
		return
	}
	k := float64(m.render-from.Step) / float64(to.Step-from.Step)
	t := e.Transform()
	t.SetPosition(griff.V(lerp(a.Position[0], b.Position[0], k), lerp(a.Position[1], b.Position[1], k)))
	t.SetScale(griff.V(lerp(a.Scale[0], b.Scale[0], k), lerp(a.Scale[1], b.Scale[1], k)))
	turn := math.Remainder(b.Rotation-a.Rotation, 2*math.Pi)
	t.SetRotation(float64(turn*k) + a.Rotation)
}

func lerp(a, b, k float64) float64 { return float64((b-a)*k) + a }

// newScene forgets what the mirror knew of the scene it followed: entity ids
// start again in a new scene.
func (m *mirror) newScene(sc *scenes.Scene) {
	m.scene, m.asked = sc, ""
	clear(m.applied)
	clear(m.gone)
	clear(m.snapped)
	m.corrections = m.corrections[:0]
	m.stale = m.stamp // predictions made in the old scene are not checked
}

// followScene asks the game's scene flow (runtime/sceneflow) for the host's
// scene name: the change happens at the beginning of the next step. A change
// that did not happen (this machine's copy of the scene does not read: the
// scene flow warned of it) is asked for again a second of steps later
// (Clock.StepRate; none while a change or transition is under way), so a
// scene file mended meanwhile, by a hot reload or a scene read when entered,
// is followed into without the host changing scene again; the problem log
// records its warning once. A game without scene flow cannot follow and warns
// once.
func (m *mirror) followScene(g *runtime.Game, name string) {
	now := g.Clock().Tick()
	if m.asked == name && now-m.askedAt < griff.Tick(max(g.Clock().StepRate(), 1)) {
		return
	}
	flow, ok := runtime.LookupService[sceneflow.Scenes](g)
	if !ok {
		if !m.warnedScene {
			m.warnedScene = true
			g.Problems().Warn(nil, "Network", "network: the host plays scene %q; this game has no scene flow to follow it", name)
		}
		m.asked, m.askedAt = name, now
		return
	}
	if _, pending := flow.Pending(); pending || flow.Changing() {
		m.asked, m.askedAt = name, now // wait for the change under way
		return
	}
	m.asked, m.askedAt = name, now
	flow.Change(name)
}

// sceneName returns the scene name a snapshot head starts with.
func sceneName(head []byte) (string, bool) {
	if len(head) < 4 {
		return "", false
	}
	n := binary.LittleEndian.Uint32(head)
	if uint64(n) > uint64(len(head)-4) {
		return "", false
	}
	return string(head[4 : 4+n]), true
}

// sameScene reports whether a snapshot head is of the scene named name (a
// head starts with the scene's name, its length first as 4 bytes).
func sameScene(head []byte, name string) bool {
	if len(head) < 4 {
		return false
	}
	n := binary.LittleEndian.Uint32(head)
	return uint64(n) <= uint64(len(head)-4) && string(head[4:4+n]) == name
}

// warn tells the game's problem log of the first record that does not apply.
func (m *mirror) warn(g *runtime.Game, err error) {
	if !m.warned {
		m.warned = true
		g.Problems().Warn(nil, "Network", "network: %v", err)
	}
}
