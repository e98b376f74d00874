package fighting

// The numbers of hits (see the package documentation, "Hits and combos").
const (
	// MaxJuggle is how many hits a launched fighter takes in the air after
	// the launcher; more pass through it.
	MaxJuggle = 3
	// HitStop and BlockStop are the steps both fighters freeze when a hit
	// lands or is blocked.
	HitStop   = 8
	BlockStop = 6
	// KnockUp is the upward speed a knockdown, a throw or a hit in the air
	// gives (units a step).
	KnockUp = 6
	// ChipDivisor: a blocked special or super still does its damage over
	// ChipDivisor (chip damage, a quarter as in Street Fighter II).
	ChipDivisor = 4
	// CounterStun and CounterDamage: a hit on a fighter in its own
	// attack's startup or active steps (a counter hit) sticks it
	// CounterStun steps longer and does CounterDamage percent (chosen, in
	// the manner of Street Fighter's counter hits).
	CounterStun   = 2
	CounterDamage = 120
)

// ComboScale is the damage of a combo's hits in percent, by the hits before
// them: Street Fighter V's scaling (the first two hits whole, then 10
// points less a hit, never below 10).
var ComboScale = [...]int{100, 100, 80, 70, 60, 50, 40, 30, 20, 10}

// Scale returns the damage percent of a combo's hit after before hits.
func Scale(before int) int {
	if before < 0 {
		return 100
	}
	if before >= len(ComboScale) {
		return ComboScale[len(ComboScale)-1]
	}
	return ComboScale[before]
}

// rect is a box on the stage.
type rect struct{ x0, y0, x1, y1 int }

func (a rect) overlaps(b rect) bool {
	return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1
}

// onStage returns f's box b on the stage.
func onStage(b Box, f *Fighter) rect {
	if f.Facing < 0 {
		return rect{f.X - b.X1, f.Y + b.Y0, f.X - b.X0, f.Y + b.Y1}
	}
	return rect{f.X + b.X0, f.Y + b.Y0, f.X + b.X1, f.Y + b.Y1}
}

// shotRect is a shot's box on the stage: its move's hitbox's size
// (Character.shotBox) about its middle.
func shotRect(sh *Shot, c *Character) rect {
	b := c.shotBox(sh.Move)
	w, h := (b.X1-b.X0)/2, (b.Y1-b.Y0)/2
	return rect{sh.X - w, sh.Y - h, sh.X + w, sh.Y + h}
}

// hit is an attack that connects this step.
type hit struct {
	mv   *Move
	shot bool
}

// boxes works out f's hitbox and hurtboxes now: from its character's
// sheet on the frame it shows, or its move list (Character.boxesOf). A
// move that throws a shot or already touched has no hitbox.
func (s *system) boxes(f *Fighter, c *Character) {
	b := c.boxesOf(f)
	f.Hurt, f.Limb, f.Hit = b.hurt, b.limb, b.hit
	if f.Move >= 0 && (c.Moves[f.Move].Shot > 0 || f.Contact) {
		f.Hit = Box{}
	}
}

// hittable reports whether d can be hit now (not lying, knocked out,
// invincible, or juggled past MaxJuggle).
func hittable(d *Fighter, dc *Character) bool {
	switch {
	case d.Down > 0 || d.Health <= 0:
		return false
	case d.Move >= 0 && d.MoveStep <= dc.Moves[d.Move].Invincible:
		return false
	case d.Air && d.Combo > 0 && d.Juggle >= MaxJuggle:
		return false
	}
	return true
}

// touches reports whether r reaches d's hurtboxes.
func touches(r rect, d *Fighter) bool {
	return (!d.Hurt.Empty() && r.overlaps(onStage(d.Hurt, d))) || (!d.Limb.Empty() && r.overlaps(onStage(d.Limb, d)))
}

// hitStep finds the hits of both sides, then lands them (two hits on the
// same step trade).
func (s *system) hitStep(m *Match) {
	for i, f := range s.fs {
		s.boxes(f, s.cs[i])
	}
	for i := range s.fs {
		s.hits[i] = s.find(i)
	}
	a, b := &s.fs[0].Shot, &s.fs[1].Shot
	if a.Live && b.Live && shotRect(a, s.cs[0]).overlaps(shotRect(b, s.cs[1])) {
		a.Live, b.Live = false, false // two shots meet: both go out
	}
	for i := range s.fs {
		if h := s.hits[i]; h.mv != nil {
			s.land1(m, i, h)
		}
	}
}

// find returns what side i lands on the other this step, moving and
// throwing its shot.
func (s *system) find(i int) hit {
	a, d, ac := s.fs[i], s.fs[1-i], s.cs[i]
	dc := s.cs[1-i]
	var h hit
	if sh := &a.Shot; sh.Live {
		sh.X += sh.VX
		if sh.X < -40 || sh.X > StageWidth+40 {
			sh.Live = false
		} else if hittable(d, dc) && touches(shotRect(sh, ac), d) {
			sh.Live = false
			h = hit{mv: &ac.Moves[sh.Move], shot: true}
		}
	}
	if a.Move < 0 || a.Contact {
		return h
	}
	mv := &ac.Moves[a.Move]
	if !mv.ActiveAt(a.MoveStep) {
		return h
	}
	if mv.Shot > 0 {
		if a.MoveStep == mv.Startup && !a.Shot.Live {
			r := onStage(ac.shotBox(a.Move), a)
			a.Shot = Shot{Live: true, X: (r.x0 + r.x1) / 2, Y: (r.y0 + r.y1) / 2, VX: a.Facing * mv.Shot, Move: a.Move}
		}
		return h
	}
	if h.mv != nil || !hittable(d, dc) {
		return h
	}
	if mv.Throw && (d.Air || d.Stun > 0 || d.Move >= 0 && d.MoveStep >= d.startupOf(dc)) {
		return h
	}
	if b := a.Hit; !b.Empty() && touches(onStage(b, a), d) { // boxes: on the frame shown
		h = hit{mv: mv}
	}
	return h
}

// startupOf returns the first active step of f's move (a throw beats a
// move still in its startup).
func (f *Fighter) startupOf(c *Character) int { return c.Moves[f.Move].Startup }

// blocks reports whether d blocks mv: free on the ground (or already
// blocking) and holding back, standing for a high, crouching for a low.
func blocks(d *Fighter, mv *Move) bool {
	if mv.Throw || d.Air || d.Move >= 0 || d.Down > 0 || (d.Stun > 0 && !d.Blocking) {
		return false
	}
	switch dir := d.Input.Dir(0); mv.Guard {
	case GuardHigh:
		return dir == 4
	case GuardLow:
		return dir == 1
	default:
		return dir == 4 || dir == 1
	}
}

// teched reports whether d breaks a throw mv: a plain throw (LP+LK, not a
// command grab) breaks when d pressed LP+LK within PressBuffer steps or
// is in its own throw's startup.
func teched(d *Fighter, dc *Character, mv *Move) bool {
	if !mv.Throw || !mv.Input.All {
		return false
	}
	if d.Input.Press&(ButtonLP|ButtonLK) == ButtonLP|ButtonLK {
		return true
	}
	return d.Move >= 0 && dc.Moves[d.Move].Throw && dc.Moves[d.Move].Input.All && d.MoveStep < dc.Moves[d.Move].Startup
}

// TechPush is how far a broken throw pushes both fighters apart (units).
const TechPush = 36

// land1 lands side i's hit on the other side.
func (s *system) land1(m *Match, i int, h hit) {
	a, d, mv := s.fs[i], s.fs[1-i], h.mv
	if teched(d, s.cs[1-i], mv) {
		a.Contact, a.Push, d.Push = true, TechPush, TechPush
		d.Move, d.MoveStep, d.Input.Press = -1, 0, 0
		a.LastMove, a.LastStartup, a.LastBlocked, a.LastAdvantage = mv.Name+" (broken)", mv.Startup, true, 0
		m.Freeze = max(m.Freeze, BlockStop)
		return
	}
	blocked := blocks(d, mv)
	stun := mv.HitStun
	if blocked {
		stun = mv.BlockStun
		d.Stun, d.Blocking, d.Push = mv.BlockStun, true, mv.Pushback
		if mv.Input.Motion != "" { // a special or super chips a quarter of its damage
			d.Health = max(d.Health-mv.Damage/ChipDivisor, 0)
		}
		a.Meter = min(a.Meter+mv.Damage/4, MaxMeter)
		d.Meter = min(d.Meter+mv.Damage/8, MaxMeter)
		m.Freeze = max(m.Freeze, BlockStop)
	} else {
		dmg := mv.Damage * Scale(d.Combo) / 100
		a.Counter = d.Move >= 0 && d.MoveStep < s.cs[1-i].Moves[d.Move].Startup+s.cs[1-i].Moves[d.Move].Active
		if a.Counter { // hit out of its own attack: a counter hit
			dmg = dmg * CounterDamage / 100
			stun += CounterStun
		}
		if d.Combo == 0 {
			d.ComboDamage = 0
		}
		d.Combo++
		d.ComboDamage += dmg
		d.Health = max(d.Health-dmg, 0)
		d.Stun, d.Blocking, d.Push = stun, false, mv.Pushback
		d.Move, d.MoveStep, d.Crouch = -1, 0, d.Crouch && !d.Air
		s.knock(d, mv)
		a.Meter = min(a.Meter+mv.Damage/2, MaxMeter)
		d.Meter = min(d.Meter+mv.Damage/4, MaxMeter)
		m.Freeze = max(m.Freeze, HitStop)
	}
	if h.shot {
		return
	}
	a.Contact = true
	a.LastMove, a.LastStartup, a.LastBlocked = mv.Name, mv.Startup, blocked
	a.LastAdvantage = Advantage(mv, a.MoveStep, stun)
}

// knock sends d up when mv launches, knocks down or throws, or d is in
// the air already (a juggle).
func (s *system) knock(d *Fighter, mv *Move) {
	switch {
	case d.Air:
		d.Juggle++
		d.VY = max(mv.Launch, KnockUp)
	case mv.Launch > 0:
		d.Juggle, d.VY = 0, mv.Launch
	case mv.Knockdown || mv.Throw || d.Health == 0:
		d.VY = KnockUp
	default:
		return
	}
	d.Air, d.Knocked, d.Crouch = true, true, false
	d.VX = -d.Facing * 2
}

// Advantage is the attacker's frame advantage when mv touches on its step
// n, the defender stuck stun steps: the stun less the attacker's steps
// still to go (the active steps after n and the recovery). Positive, the
// attacker acts first.
func Advantage(mv *Move, n, stun int) int { return stun - (mv.Total() - n) }
