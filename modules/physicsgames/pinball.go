package physicsgames

import (
	"math"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// The table's defaults.
const (
	defaultTiltLimit = 3.0
	defaultNudgeCost = 1.0
	defaultTiltDecay = 0.5
)

// ball returns the table's ball and its body, for reading: the steps that
// write the body's velocities mark the ball when they change (markBall).
func (s *system) ball() (*scenes.Entity, *Ball, *physics.Body) {
	for e, b := range scenes.ActiveRead[Ball](s.game.Scene()) {
		return e, b, scenes.Read[physics.Body](e)
	}
	return nil, nil, nil
}

// markBall marks the ball be changed if its body's velocities are not v
// and w (the only fields of it the table writes), by their bits.
func markBall(be *scenes.Entity, bb *physics.Body, v [2]float64, w float64) {
	if !scenes.SameBits(bb.Velocity[0], v[0]) || !scenes.SameBits(bb.Velocity[1], v[1]) || !scenes.SameBits(bb.AngularVelocity, w) {
		be.MarkChanged()
	}
}

// table plays a pinball table's step before the physics: flippers, the
// plunger, nudges and the tilt meter.
func (s *system) table(e *scenes.Entity, t *Table, in controls) {
	g := s.game
	dt := g.Clock().DeltaSeconds()
	if t.Ball == 0 {
		t.Ball, t.Best = 1, s.best(t.Level)
		if t.Balls <= 0 {
			t.Balls = 3
		}
		s.checkTableCounts(e, t)
		s.checkPlunger(e)
	}
	be, _, bb := s.ball()
	if be == nil || bb == nil {
		g.Problems().Warn(e, "PhysicsGames.Table", "the table has no ball (an entity with PhysicsGames.Ball and Griff.Body)")
		if in.Pressed(ActionBack) { // the way out stays open
			s.change(e, "PhysicsGames.Table", TitleScene)
		}
		return
	}
	t.Meter = max(0, t.Meter-float64(orDefault(t.TiltDecay, defaultTiltDecay)*dt))
	live := t.Phase != TableOver && !t.Tilted
	for fe, f := range scenes.ActiveRead[Flipper](g.Scene()) { // read only: the body is marked when turnFlipper changes it
		a := ActionLeft
		if f.Right {
			a = ActionRight
		}
		turnFlipper(fe, f, live && in.Held(a), dt)
	}
	v, w := bb.Velocity, bb.AngularVelocity
	s.plunge(t, in, be, bb)
	if in.Pressed(ActionNudge) && t.Phase == TablePlay {
		s.nudge(t, bb)
	}
	markBall(be, bb, v, w)
	for ke, k := range scenes.ActiveRead[Kicker](g.Scene()) { // marked only while it fades
		if k.Lit > 0 {
			ke.MarkChanged()
			k.Lit = max(0, k.Lit-g.Clock().Delta())
		}
	}
	s.lightTable()
	s.showTable(t)
	if t.Phase == TableOver {
		t.Wait += g.Clock().Delta()
		if t.Wait >= OverWait && in.Pressed(ActionLaunch) {
			s.change(e, "PhysicsGames.Table", TitleScene)
		}
	}
	if in.Pressed(ActionBack) {
		s.change(e, "PhysicsGames.Table", TitleScene)
	}
}

// checkPlunger warns, on a table's first step, when no plunger reaches
// the ball's home: a ball served there could never be launched.
func (s *system) checkPlunger(e *scenes.Entity) {
	_, b, _ := s.ball()
	if b == nil {
		return // the table warns of its missing ball every step
	}
	for pe, p := range scenes.ActiveRead[Plunger](s.game.Scene()) {
		at := pe.Transform().Position()
		if math.Hypot(b.Home[0]-at[0], b.Home[1]-at[1]) <= orDefault(p.Reach, 40) {
			return
		}
	}
	s.game.Problems().Warn(e, "PhysicsGames.Table", "no PhysicsGames.Plunger within its reach of the ball's home %v: a ball served there cannot be launched", b.Home)
}

// turnFlipper gives a flipper's kinematic body the angular velocity that
// turns it towards Up while up, Rest otherwise, at its speed, arriving
// exactly at the end of the step that reaches it. It marks e only when the
// angular velocity changes (a flipper at rest or turning at its speed
// keeps it).
func turnFlipper(e *scenes.Entity, f *Flipper, up bool, dt float64) {
	b := scenes.Read[physics.Body](e)
	if b == nil || !(dt > 0) {
		return
	}
	to := f.Rest
	if up {
		to = f.Up
	}
	d := to - e.Transform().Rotation()
	speed := orDefault(f.Speed, DefaultFlipperSpeed)
	var w float64
	switch {
	case math.Abs(d) <= float64(speed*dt):
		w = d / dt
	case d > 0:
		w = speed
	default:
		w = -speed
	}
	if math.Float64bits(w) != math.Float64bits(b.AngularVelocity) {
		e.MarkChanged()
		b.AngularVelocity = w
	}
}

// plunge pulls the plunger while launch is held and launches the ball on
// release if it rests on the plunger.
func (s *system) plunge(t *Table, in controls, be *scenes.Entity, bb *physics.Body) {
	// Read only: a plunger is marked while it is pulled or lets go.
	for pe, p := range scenes.ActiveRead[Plunger](s.game.Scene()) {
		maxPull := p.MaxPull
		if maxPull <= 0 {
			maxPull = defaultMaxPull
		}
		// A pull starts with a press on the table: the key that started
		// the table on the title, let go here, fires nothing.
		if in.Held(ActionLaunch) && t.Phase != TableOver && (p.Pull > 0 || in.Pressed(ActionLaunch)) {
			if pull := min(p.Pull+s.game.Clock().Delta(), maxPull); pull != p.Pull {
				pe.MarkChanged()
				p.Pull = pull
			}
		}
		for _, rod := range pe.Children() { // the plunger's look moves down as it is pulled
			rod.Transform().SetPosition(griff.V(0, float64(30*float64(p.Pull))/float64(maxPull)))
		}
		if p.Pull == 0 || (in.Held(ActionLaunch) && !in.Released(ActionLaunch)) {
			continue
		}
		pe.MarkChanged()
		pull := p.Pull
		p.Pull = 0
		at, bp := pe.Transform().Position(), be.Transform().Position()
		if t.Phase == TableOver || math.Hypot(bp[0]-at[0], bp[1]-at[1]) > orDefault(p.Reach, 40) {
			continue
		}
		p.Speed = PlungerSpeed(pull, maxPull, orDefault(p.MaxSpeed, DefaultPlungerSpeed))
		p.Launches++
		bb.Velocity = griff.V(bb.Velocity[0], bb.Velocity[1]-p.Speed)
		t.Phase = TablePlay
	}
}

// nudge pushes the ball up and fills the tilt meter; over the limit the
// table tilts: the flippers and kickers go dead until the ball drains.
func (s *system) nudge(t *Table, bb *physics.Body) {
	bb.Velocity = griff.V(bb.Velocity[0], bb.Velocity[1]-orDefault(t.Nudge, DefaultNudge))
	t.Meter += orDefault(t.NudgeCost, defaultNudgeCost)
	if t.Meter > orDefault(t.TiltLimit, defaultTiltLimit) && !t.Tilted {
		t.Tilted = true
		t.Tilts++
	}
}

// tableTouches reads the last step's touches of the ball: kicks, lanes and
// the drain.
func (s *system) tableTouches(t *Table) {
	be, b, bb := s.ball()
	if be == nil || bb == nil || t.Phase == TableOver {
		return
	}
	v, w := bb.Velocity, bb.AngularVelocity
	defer markBall(be, bb, v, w)
	drained := false
	for _, tc := range s.world().Touches() {
		if tc.Phase == physics.TouchEnd {
			continue
		}
		begin := tc.Phase == physics.TouchBegin // kicks and lanes count once a touch; the drain whenever it holds the ball
		other, n := tc.B, tc.Normal             // n points from the other towards the ball
		if tc.A != be {
			if tc.B != be {
				continue
			}
			other, n = tc.A, tc.Normal
		} else {
			n = griff.V(-n[0], -n[1])
		}
		switch {
		case !begin && !scenes.Has[Drain](other):
		case scenes.Has[Kicker](other):
			s.kick(t, scenes.Get[Kicker](other), bb, n)
		case scenes.Has[Lane](other):
			s.lane(t, scenes.Get[Lane](other))
		case scenes.Has[Drain](other):
			drained = true
		}
	}
	if p := be.Transform().Position(); !drained && !(math.Hypot(p[0]-b.Home[0], p[1]-b.Home[1]) <= LostDistance) {
		s.game.Problems().Warn(be, "PhysicsGames.Ball", "the ball left the table (at %v, more than %v from its home): lost as if drained", p, LostDistance)
		drained = true
	}
	if drained {
		s.drain(t, be, b, bb)
	}
}

// kick pushes the ball away from a kicker along n and scores, unless the
// table is tilted.
func (s *system) kick(t *Table, k *Kicker, bb *physics.Body, n griff.Vec) {
	if t.Tilted {
		return
	}
	bb.Velocity = griff.V(bb.Velocity[0]+float64(n[0]*k.Kick), bb.Velocity[1]+float64(n[1]*k.Kick))
	t.Score = addScore(t.Score, k.Points)
	k.Lit, k.Hits = KickerLit, k.Hits+1
}

// lane lights a lane and scores; all lit, they go out for LaneBonus.
func (s *system) lane(t *Table, l *Lane) {
	if t.Tilted || l.Lit {
		return
	}
	l.Lit = true
	t.Score = addScore(t.Score, l.Points)
	for _, o := range scenes.ActiveRead[Lane](s.game.Scene()) {
		if !o.Lit {
			return
		}
	}
	for _, o := range scenes.Active[Lane](s.game.Scene()) {
		o.Lit = false
	}
	t.Score = addScore(t.Score, LaneBonus)
}

// drain loses the ball: the next is served on the plunger, or the game is
// over (and its score kept if best).
func (s *system) drain(t *Table, be *scenes.Entity, b *Ball, bb *physics.Body) {
	t.Balls--
	t.Tilted, t.Meter = false, 0
	bb.Velocity, bb.AngularVelocity = griff.Vec{}, 0
	be.Transform().Teleport(b.Home)
	if t.Balls <= 0 {
		t.Balls, t.Phase, t.Wait = 0, TableOver, 0
		s.keepBest(t.Level, t.Score)
		return
	}
	t.Ball++
	t.Phase = TableServe
}

// lightTable colours kickers that kicked and lanes that are lit, marking
// the shapes whose colour changes only.
func (s *system) lightTable() {
	for e, k := range scenes.ActiveRead[Kicker](s.game.Scene()) {
		c := colorKicker
		if k.Lit > 0 {
			c = colorLit
		}
		setShapeColor(e, c)
	}
	for e, l := range scenes.ActiveRead[Lane](s.game.Scene()) {
		c := colorLane
		if l.Lit {
			c = colorLit
		}
		setShapeColor(e, c)
	}
}

// setShapeColor sets the colour of e's Shape, if it has one, marking e
// when the colour changes.
func setShapeColor(e *scenes.Entity, c griff.Color) {
	if sh := scenes.Read[visual.Shape](e); sh != nil && sh.Color != c {
		e.MarkChanged()
		sh.Color = c
	}
}

var (
	colorKicker = griff.MustHex("#e0507a")
	colorLane   = griff.MustHex("#3a4a78")
	colorLit    = griff.MustHex("#ffe066")
)

// LostDistance is how far from its home (Ball.Home) the ball may go, in
// world units, before it counts as having left the table: it is lost as
// if it had drained, with a warning, so a ball that a kick or plunger far
// too strong for the walls (or a gap in them) sends off the table does not
// leave the game on that ball for ever. Decision: a distance from home
// rather than the walls' bounds, since a table is any shapes a scene
// gives; 4,000 is over seven heights of the template's 540-unit table.
const LostDistance = 4000.0

// defaultMaxPull is a plunger's longest pull when its MaxPull is 0.
const defaultMaxPull = 1_000_000_000 // 1 s
