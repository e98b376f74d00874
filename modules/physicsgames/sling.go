package physicsgames

import (
	"math"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// BirdName is the name of a slingshot level's bird entity (a root, so its
// body lives in world space), DotName of the sling's trajectory dots (its
// children), CameraName of the camera.
const (
	BirdName   = "Bird"
	DotName    = "Dot"
	CameraName = "Camera"
	// DefaultView is the view's size in world units: the template's
	// 960×540 window at zoom 1. The pointer's screen position is read
	// into the world through it.
	viewW, viewH = 960.0, 540.0
)

// sling plays a slingshot level's step before the physics.
func (s *system) sling(e *scenes.Entity, sl *Sling, in controls) {
	g := s.game
	dt := g.Clock().Delta()
	sc := g.Scene()
	bird, cam := sc.Find(BirdName), sc.Find(CameraName)
	if bird == nil || cam == nil {
		s.game.Problems().Warn(e, "PhysicsGames.Sling", "the scene needs entities named %q and %q", BirdName, CameraName)
		if in.Pressed(ActionBack) { // the way out stays open
			s.change(e, "PhysicsGames.Sling", TitleScene)
		}
		return
	}
	if sl.Settle == 0 {
		sl.Best = s.best(sl.Level)
		if sl.CameraMin == 0 {
			sl.CameraMin = cam.Transform().Position()[0]
		}
		sl.CameraMax = max(sl.CameraMax, sl.CameraMin)
		s.checkTargets(e)
		s.checkSlingCounts(e, sl)
	}
	sl.Settle = min(sl.Settle+dt, SettleTime)
	s.setHealth()
	anchor := e.Transform().Position()
	switch sl.Phase {
	case SlingAim:
		s.aim(sl, in, bird, cam, anchor)
	case SlingFlight:
		s.fly(sl, bird, cam)
	case SlingReturn:
		s.comeBack(sl, bird, cam, anchor)
	default:
		sl.Wait += dt
		if sl.Wait >= OverWait && in.Pressed(ActionLaunch) {
			s.change(e, "PhysicsGames.Sling", TitleScene)
		}
	}
	if in.Pressed(ActionBack) {
		s.change(e, "PhysicsGames.Sling", TitleScene)
	}
	s.showDots(e, sl, anchor)
	s.showSling(sl)
}

// checkTargets warns, on a level's first step, when the level cannot be
// played as meant: no target (won at once) or a target that is no block
// (it cannot break, so the level cannot be won).
func (s *system) checkTargets(e *scenes.Entity) {
	n := 0
	for te := range scenes.ActiveRead[Target](s.game.Scene()) {
		n++
		if !scenes.Has[Block](te) {
			s.game.Problems().Warn(te, "PhysicsGames.Target", "a target without PhysicsGames.Block cannot break: the level cannot be won")
		}
	}
	if n == 0 {
		s.game.Problems().Warn(e, "PhysicsGames.Sling", "no PhysicsGames.Target in the scene: the level is won at once")
	}
}

// setHealth gives each new block its material's health; an unknown
// material warns and is wood.
func (s *system) setHealth() {
	for e, b := range scenes.ActiveRead[Block](s.game.Scene()) { // marked when set
		if b.Set {
			continue
		}
		e.MarkChanged()
		b.Set = true
		m, ok := Materials[b.Material]
		if !ok {
			s.game.Problems().Warn(e, "PhysicsGames.Block", "material %q is not glass, wood, stone or pig: wood", b.Material)
			b.Material, m = "wood", Materials["wood"]
		}
		if !(b.Health > 0) {
			b.Health = m.Health
		}
	}
}

// pointerWorld returns where the pointer is in the world, seen by cam.
func pointerWorld(p griff.Vec, cam *scenes.Entity) griff.Vec {
	c := cam.Transform().Position()
	return griff.V(p[0]+c[0]-viewW/2, p[1]+c[1]-viewH/2)
}

// aim pulls the bird back with the pointer or the arrow keys and launches
// it.
func (s *system) aim(sl *Sling, in controls, bird, cam *scenes.Entity, anchor griff.Vec) {
	if sl.Shots <= 0 { // a scene's or a snapshot's: no bird to shoot
		s.game.Problems().Warn(bird, "PhysicsGames.Sling", "shots %d: no bird to shoot; the level is lost", sl.Shots)
		sl.Shots, sl.Phase, sl.Wait = 0, SlingLost, 0
		s.keepBest(sl.Level, sl.Score)
		return
	}
	if scenes.Has[physics.Body](bird) || scenes.Has[physics.Collider](bird) { // a scene's or an agent's: launch adds them
		s.game.Problems().Warn(bird, "PhysicsGames.Sling", "the bird gets its Griff.Body and Griff.Collider at launch: those it has in the sling are removed")
		scenes.Remove[physics.Body](bird)
		scenes.Remove[physics.Collider](bird)
	}
	maxPull := orDefault(sl.MaxPull, DefaultMaxPull)
	r := orDefault(sl.Radius, DefaultBirdRadius)
	sl.Pull = capLength(sl.Pull, maxPull) // a scene's or a snapshot's pull too
	if in.pullIn && in.pointer.Known {
		pw := pointerWorld(griff.V(in.pointer.X, in.pointer.Y), cam)
		at := anchor.Add(sl.Pull)
		if math.Hypot(pw[0]-at[0], pw[1]-at[1]) <= 2*r {
			sl.Dragging = true
		}
	}
	launch := in.Pressed(ActionLaunch)
	if sl.Dragging {
		if in.pullHeld && in.pointer.Known {
			pw := pointerWorld(griff.V(in.pointer.X, in.pointer.Y), cam)
			sl.Pull = capLength(pw.Sub(anchor), maxPull)
		}
		if in.pullOut || !in.pullHeld {
			sl.Dragging = false
			launch = true
		}
	}
	var d griff.Vec
	if in.Held(ActionLeft) {
		d[0]--
	}
	if in.Held(ActionRight) {
		d[0]++
	}
	if in.Held(ActionUp) {
		d[1]--
	}
	if in.Held(ActionDown) {
		d[1]++
	}
	if d != (griff.Vec{}) {
		k := float64(KeyPullSpeed * s.game.Clock().DeltaSeconds())
		sl.Pull = capLength(griff.V(sl.Pull[0]+float64(d[0]*k), sl.Pull[1]+float64(d[1]*k)), maxPull)
	}
	bird.Transform().SetPosition(anchor.Add(sl.Pull))
	if !launch {
		return
	}
	if math.Hypot(sl.Pull[0], sl.Pull[1]) < MinPull {
		sl.Pull = griff.Vec{}
		bird.Transform().Teleport(anchor)
		return
	}
	v := LaunchVelocity(sl.Pull, maxPull, orDefault(sl.Power, DefaultPower))
	scenes.Add(bird, physics.Body{Velocity: v})
	scenes.Add(bird, physics.Collider{Shapes: []physics.Shape{{
		Kind: physics.ShapeCircle, Radius: r, Density: orDefault(sl.Density, DefaultBirdDensity), Friction: 0.8, Restitution: 0.2,
	}}})
	sl.Phase, sl.Shots, sl.Fired = SlingFlight, sl.Shots-1, sl.Fired+1
	sl.Flight, sl.Still, sl.Pull, sl.Dragging = 0, 0, griff.Vec{}, false
}

// fly follows the bird with the camera and ends the shot when the bird
// rests, leaves the level or has flown MaxFlight.
func (s *system) fly(sl *Sling, bird, cam *scenes.Entity) {
	dt := s.game.Clock().Delta()
	sl.Flight += dt
	b := scenes.Read[physics.Body](bird)
	pos := bird.Transform().Position()
	if b != nil && math.Hypot(b.Velocity[0], b.Velocity[1]) < StillSpeed {
		sl.Still += dt
	} else {
		sl.Still = 0
	}
	out := pos[0] > sl.CameraMax+viewW || pos[0] < sl.CameraMin-viewW || pos[1] > 2000 || pos[1] < -4000
	cp := cam.Transform().Position()
	cam.Transform().SetPosition(griff.V(min(max(pos[0], sl.CameraMin), sl.CameraMax), cp[1]))
	if sl.Still >= StillTime || sl.Flight >= MaxFlight || out || b == nil {
		scenes.Remove[physics.Body](bird)
		scenes.Remove[physics.Collider](bird)
		sl.Phase, sl.Wait = SlingReturn, 0
	}
}

// comeBack moves the camera back to the sling; there, the next bird is
// put in the sling, or the level is lost when none is left.
func (s *system) comeBack(sl *Sling, bird, cam *scenes.Entity, anchor griff.Vec) {
	cp := cam.Transform().Position()
	step := float64(CameraSpeed * s.game.Clock().DeltaSeconds())
	x := max(cp[0]-step, sl.CameraMin)
	if cp[0] < sl.CameraMin {
		x = min(cp[0]+step, sl.CameraMin)
	}
	cam.Transform().SetPosition(griff.V(x, cp[1]))
	if x != sl.CameraMin {
		return
	}
	if sl.Shots <= 0 {
		sl.Phase, sl.Wait = SlingLost, 0
		s.keepBest(sl.Level, sl.Score)
		return
	}
	sl.Phase = SlingAim
	bird.Transform().Teleport(anchor)
}

// showDots places the trajectory dots (the sling's children named Dot)
// along the preview while the bird is pulled, and hides them otherwise.
func (s *system) showDots(e *scenes.Entity, sl *Sling, anchor griff.Vec) {
	var pts []griff.Vec
	if sl.Phase == SlingAim && math.Hypot(sl.Pull[0], sl.Pull[1]) >= MinPull {
		pts = s.preview(sl, anchor)
	}
	i := 0
	for _, c := range e.Children() {
		sh := scenes.Read[visual.Shape](c) // marked below when it changes
		if c.Name() != DotName || sh == nil {
			continue
		}
		k := (i+1)*PreviewEvery - 1
		i++
		if k >= len(pts) {
			if sh.Radius != 0 {
				c.MarkChanged()
				sh.Radius = 0
			}
			continue
		}
		if sh.Kind != visual.ShapeCircle || sh.Radius != 3 {
			c.MarkChanged()
			sh.Kind, sh.Radius = visual.ShapeCircle, 3
		}
		c.Transform().Teleport(pts[k].Sub(anchor))
	}
}

// preview returns the trajectory of the bird if it were let go now:
// PreviewSteps positions, one a step.
func (s *system) preview(sl *Sling, anchor griff.Vec) []griff.Vec {
	v := LaunchVelocity(sl.Pull, orDefault(sl.MaxPull, DefaultMaxPull), orDefault(sl.Power, DefaultPower))
	gr := s.world().Options().Gravity
	s.ahead = s.ahead[:0]
	for k := range PreviewSteps {
		s.ahead = append(s.ahead, s.game.Clock().Ahead(k+1))
	}
	s.pts = Trajectory(s.pts[:0], anchor.Add(sl.Pull), v, gr, s.ahead)
	return s.pts
}

// breakBlocks hurts blocks by the last step's contact impulses (after
// the level has settled), breaks those with no health left, and wins the
// level when no target is left.
func (s *system) breakBlocks(e *scenes.Entity, sl *Sling) {
	if sl.Settle >= SettleTime {
		for _, t := range s.world().Touches() {
			if t.Phase == physics.TouchEnd || t.Sensor || !(t.Impulse > 0) {
				continue
			}
			s.hurt(sl, t.A, t.Impulse)
			s.hurt(sl, t.B, t.Impulse)
		}
	}
	if sl.Phase >= SlingWon || sl.Settle == 0 {
		return
	}
	for te := range scenes.ActiveRead[Target](s.game.Scene()) {
		if b := scenes.Read[Block](te); b == nil || b.Health > 0 {
			return
		}
	}
	sl.Phase, sl.Wait = SlingWon, 0
	sl.Score = addScore(sl.Score, sl.Shots*BirdBonus)
	sl.Won = StarsFor(sl.Score, sl.Stars)
	s.keepBest(sl.Level, sl.Score)
}

// hurt does a block the damage of impulse, scores it, and breaks it at 0.
func (s *system) hurt(sl *Sling, e *scenes.Entity, impulse float64) {
	b := scenes.Read[Block](e) // marked below if it is hurt
	if b == nil || !b.Set || !(b.Health > 0) || !e.Alive() {
		return
	}
	m := Materials[b.Material]
	d := min(Damage(m, impulse), b.Health)
	if !(d > 0) {
		return
	}
	e.MarkChanged()
	b.Health -= d
	sl.Score = addScore(sl.Score, pointsOf(float64(d*DamagePoints)))
	if b.Health <= 1e-9 {
		b.Health = 0
		sl.Score = addScore(sl.Score, m.Points)
		s.game.Destroy(e)
	}
}

// orDefault returns v, or def when v is not above 0.
func orDefault(v, def float64) float64 {
	if v > 0 {
		return v
	}
	return def
}
