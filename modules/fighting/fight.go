package fighting

import "github.com/griffengine/griff/griff"

// The stage and the fighters' movement, in world units and steps (see the
// package documentation, "Stage").
const (
	// StageWidth is the stage's width; WallLeft and WallRight are where
	// a fighter's middle stops (the corners).
	StageWidth = 960
	WallLeft   = 40
	WallRight  = StageWidth - 40
	// GroundY is the ground's y in the scene (y down).
	GroundY = 470
	// StartX are where the sides start a round.
	StartLeft, StartRight = 330, 630
	// JumpSpeed is a jump's upward speed, JumpSide its speed sideways,
	// Gravity what a step takes from the upward speed: a jump is 35 steps
	// long and 153 units high.
	JumpSpeed = 17
	JumpSide  = 4
	Gravity   = 1
	// BodyWidth is how close two fighters on the ground may stand (their
	// middles); one higher than BodyHeight above the other passes over.
	BodyWidth  = 48
	BodyHeight = 90
	// DownSteps is how long a knocked down fighter lies (nothing hits it).
	DownSteps = 40
)

// stagePoint returns the scene point of a fighter at x, height y.
func stagePoint(x, y int) griff.Vec { return griff.V(float64(x), float64(GroundY-y)) }

// pad is one step's input of a fighter: its direction relative to its
// facing, the buttons held and pressed.
type pad struct {
	dir     uint8
	pressed Buttons
}

// fightStep plays one step of a round: inputs, moves, movement, hits.
func (s *system) fightStep(m *Match, pads [2]pad) {
	f := s.fs
	for i := range f {
		f[i].Input.Record(pads[i].dir, pads[i].pressed)
	}
	if m.Freeze > 0 { // hit stop: inputs are kept, nothing moves
		m.Freeze--
		return
	}
	for i := range f {
		s.act(m, f[i], s.cs[i])
	}
	for i := range f {
		s.physics(f[i], s.cs[i])
	}
	s.separate()
	for i := range f {
		s.slide(f[i], f[1-i])
	}
	s.hitStep(m)
	for i := range f {
		s.face(f[i], f[1-i])
	}
}

// busy reports whether f cannot act this step, counting down its stun,
// lying and move. A move that touched and may be cancelled lets a special
// or super cancel it (cancel is then true).
func (s *system) busy(f *Fighter, c *Character) (busy, cancel bool) {
	if f.Down > 0 {
		f.Down--
		return true, false
	}
	if f.Health <= 0 { // knocked out: lies still
		return true, false
	}
	if f.Stun > 0 {
		f.Stun--
		return true, false
	}
	if f.Air && f.Combo > 0 { // juggled: falls until it lands
		return true, false
	}
	if f.Combo > 0 || f.Blocking { // its stun ended: the combo is over
		f.Combo, f.Juggle, f.Blocking = 0, 0, false
		f.JustFree = true
	}
	if f.Move >= 0 {
		mv := &c.Moves[f.Move]
		if f.MoveStep >= mv.Total() {
			f.Move, f.MoveStep = -1, 0
			return f.Air, false
		}
		return true, f.Contact && mv.Cancel
	}
	return false, false
}

// act is one step of what f does: its move goes on, or it starts one,
// walks, crouches or jumps.
func (s *system) act(m *Match, f *Fighter, c *Character) {
	f.JustFree = false
	busy, cancel := s.busy(f, c)
	if cancel {
		if i := choose(f, c, true); i >= 0 {
			start(f, c, i)
			return
		}
	}
	if f.Move >= 0 {
		f.MoveStep++
		return
	}
	if busy {
		return
	}
	if f.Air {
		if !f.AirMove {
			if i := choose(f, c, false); i >= 0 {
				f.AirMove = true
				start(f, c, i)
			}
		}
		return
	}
	if i := choose(f, c, false); i >= 0 {
		start(f, c, i)
		return
	}
	d := f.Input.Dir(0)
	f.Crouch = isDown(d)
	f.VX = 0
	switch {
	case isUp(d):
		f.Air, f.AirMove, f.VY = true, false, JumpSpeed
		f.VX = f.Facing * JumpSide * (int(d) - 8)
	case f.Crouch:
	case d == 6:
		f.VX = f.Facing * c.Walk
	case d == 4:
		f.VX = -f.Facing * c.Back
	}
}

// stanceOf is the stance f would do a move from.
func stanceOf(f *Fighter) Stance {
	switch {
	case f.Air:
		return StanceAir
	case isDown(f.Input.Dir(f.Input.Age)):
		return StanceCrouch
	}
	return StanceStand
}

// choose returns the first move of c's list the buffered presses do (see
// "Which move comes out"), or -1; specials only, when cancelling. A move
// costing more meter than f has is passed over.
func choose(f *Fighter, c *Character, specials bool) int {
	if f.Input.Press == 0 {
		return -1
	}
	st := stanceOf(f)
	for i := range c.Moves {
		mv := &c.Moves[i]
		if specials && mv.Input.Motion == "" {
			continue
		}
		if mv.Meter > f.Meter || mv.Shot > 0 && f.Shot.Live { // one shot at a time
			continue
		}
		if f.Input.Matches(mv.Input, st) {
			return i
		}
	}
	return -1
}

// start starts move i.
func start(f *Fighter, c *Character, i int) {
	mv := &c.Moves[i]
	f.Move, f.MoveStep, f.Contact = i, 1, false
	f.Meter -= mv.Meter
	f.Input.Press, f.Input.Age = 0, 0
	f.Crouch = mv.Input.Stance == StanceCrouch && mv.Input.Motion == ""
	if !f.Air {
		f.VX = 0
	}
}

// physics moves f one step: a move's advance and rise, a jump's arc, the
// landing.
func (s *system) physics(f *Fighter, c *Character) {
	if f.Move >= 0 {
		mv := &c.Moves[f.Move]
		if f.MoveStep < mv.Startup+mv.Active && !f.Air {
			f.X += f.Facing * mv.Advance
		}
		if mv.Rise > 0 && f.MoveStep == mv.Startup && !f.Air {
			f.Air, f.AirMove, f.VY = true, true, mv.Rise
			f.VX = f.Facing * 2
		}
	}
	if f.Air {
		f.X += f.VX
		f.Y += f.VY
		f.VY -= Gravity
		if f.Y <= 0 {
			s.land(f, c)
		}
	} else {
		f.X += f.VX
	}
	f.X = max(min(f.X, WallRight), WallLeft)
}

// land puts f on the ground: a juggled or knocked-down fighter lies down,
// a jump's move ends.
func (s *system) land(f *Fighter, c *Character) {
	f.Y, f.VY, f.VX, f.Air, f.AirMove = 0, 0, 0, false, false
	if f.Knocked {
		f.Down, f.Stun, f.Knocked, f.Move, f.MoveStep = DownSteps, 0, false, -1, 0
		return
	}
	if f.Move >= 0 && c.Moves[f.Move].Rise == 0 {
		f.Move, f.MoveStep = -1, 0
	}
}

// separate keeps the fighters' bodies apart: each steps back half the
// overlap, one at a wall leaving it all to the other.
func (s *system) separate() {
	a, b := s.fs[0], s.fs[1]
	if dy := a.Y - b.Y; dy > BodyHeight || dy < -BodyHeight {
		return
	}
	dx := b.X - a.X
	dir := 1
	if dx < 0 || (dx == 0 && a.Facing < 0) {
		dir, dx = -1, -dx
	}
	over := BodyWidth - dx
	if over <= 0 {
		return
	}
	half := over / 2
	a.X -= dir * half
	b.X += dir * (over - half)
	for range 2 { // a fighter pushed into a wall pushes the other back
		if a.X < WallLeft || a.X > WallRight {
			w := max(min(a.X, WallRight), WallLeft)
			b.X += w - a.X
			a.X = w
		}
		if b.X < WallLeft || b.X > WallRight {
			w := max(min(b.X, WallRight), WallLeft)
			a.X += w - b.X
			b.X = w
		}
	}
}

// slide moves f its pushback for this step, away from o; what a wall stops
// pushes o (the attacker) back instead: corner pushback.
func (s *system) slide(f, o *Fighter) {
	if f.Push <= 0 {
		return
	}
	d := min(f.Push, max(2, f.Push/3))
	f.Push -= d
	away := -1
	if o.X < f.X || (o.X == f.X && f.Side == 1) {
		away = 1
	}
	want := f.X + away*d
	f.X = max(min(want, WallRight), WallLeft)
	if rest := want - f.X; rest != 0 {
		o.X = max(min(o.X-rest, WallRight), WallLeft)
	}
}

// face turns f towards o when it is free on the ground.
func (s *system) face(f, o *Fighter) {
	if f.Air || f.Move >= 0 || f.Stun > 0 || f.Down > 0 {
		return
	}
	if o.X > f.X {
		f.Facing = 1
	} else if o.X < f.X {
		f.Facing = -1
	}
}
