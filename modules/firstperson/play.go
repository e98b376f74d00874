package firstperson

import (
	"math"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// The rules' numbers. Speeds are per second of game time; the step turns
// them into per-step amounts. They follow Wolfenstein 3D's feel (a brisk
// walk of about 3 cells a second, a quarter turn in 0.6 s, guards of 25
// hit points shot in two or three hits).
const (
	// WalkSpeed is the player's speed, cells a second, and TurnSpeed the
	// keys' turning speed, radians a second.
	WalkSpeed = 3.0
	TurnSpeed = 2.6
	// Radius is how near the player and enemies come to a wall, in cells.
	Radius = 0.25
	// DefaultMouseTurn is the mouse's default turn, radians a pixel.
	DefaultMouseTurn = 0.004
	// MaxHealth, StartAmmo and MaxAmmo are the player's; HealthPickup and
	// AmmoPickup what a pickup gives.
	MaxHealth    = 100
	StartAmmo    = 16
	MaxAmmo      = 99
	HealthPickup = 25
	AmmoPickup   = 8
	// PickupReach is how near the player takes a pickup, in cells, and
	// UseReach how far a door or the exit is used (a door stands in the
	// middle of its cell: 1.5 from the far side of the cell before it).
	PickupReach = 0.6
	UseReach    = 1.75
	// ReloadSteps is the steps between shots, KickSteps how long the
	// weapon's recoil lasts and FlashSteps its muzzle flash.
	ReloadSteps = 20
	KickSteps   = 12
	FlashSteps  = 4
	// ShotRange is how far the player's hitscan reaches, cells; ShotDamage
	// the least damage of a shot, plus up to ShotSpread more (the game's
	// Rand).
	ShotRange  = 32.0
	ShotDamage = 8
	ShotSpread = 10
	// DoorSteps is how many steps a door takes to slide open or shut, and
	// DoorOpenSteps how long it stays open.
	DoorSteps     = 30
	DoorOpenSteps = 240
	// HurtSteps is how long the view flashes red when hit, and MessageSteps
	// how long a message shows.
	HurtSteps    = 12
	MessageSteps = 150
)

// intent is what the player asks of this step.
type intent struct {
	forward, side, turn float64 // -1..1 each
	mouse               float64 // pixels of mouse motion, right positive
	fire, use           bool
	fireHeld            bool // fire held down from an earlier step
}

// play plays one step of level l on entity e.
func (s *system) play(g *runtime.Game, e *scenes.Entity, l *Level) {
	if why := l.misfit(); why != "" {
		g.Problems().Warn(e, levelName, "the level's state cannot be played (%s): the map is read again", why)
		l.Phase = PhaseLoad
	}
	if l.Phase == PhaseLoad {
		s.load(e, l)
		return
	}
	s.offlinePlayer(e, l)
	s.readIntent(g, l)
	l.PrevX, l.PrevY, l.PrevAngle = l.X, l.Y, l.Angle
	l.PrevBob, l.PrevBobAmount = l.Bob, l.BobAmount
	for i := range l.Doors {
		l.Doors[i].PrevOpen = l.Doors[i].Open
	}
	for i := range l.Enemies {
		l.Enemies[i].PrevX, l.Enemies[i].PrevY = l.Enemies[i].X, l.Enemies[i].Y
	}
	if l.MessageSteps > 0 {
		l.MessageSteps--
	}
	if l.Phase != PhasePlay {
		l.BobAmount = 0
		if s.in.use && l.Phase == PhaseDead {
			l.Phase = PhaseLoad
		}
		return
	}
	l.Steps++
	dt := 1 / float64(g.Clock().StepRate())
	s.move(l, dt)
	s.doors(l)
	s.pickups(l)
	s.weapon(g, e, l)
	if s.in.use {
		s.use(l)
	}
	s.enemies(g, l)
	if l.Hurt > 0 {
		l.Hurt--
	}
	if l.Health <= 0 {
		l.Health, l.Phase = 0, PhaseDead
	}
}

// load starts level l from its map file (again, after a death).
func (s *system) load(e *scenes.Entity, l *Level) {
	m := s.mapOf(e, l.Map)
	if m == nil {
		return
	}
	*l = Level{Map: l.Map, Player: l.Player, MouseTurn: l.MouseTurn, Phase: PhasePlay,
		Width: m.Width, Height: m.Height, Cells: append([]uint8(nil), m.Cells...),
		X: float64(m.StartX) + 0.5, Y: float64(m.StartY) + 0.5, Angle: m.StartAngle,
		Health: MaxHealth, Ammo: StartAmmo}
	l.PrevX, l.PrevY, l.PrevAngle = l.X, l.Y, l.Angle
	for i, k := range l.Cells {
		if isDoor(k) {
			l.Doors = append(l.Doors, Door{Cell: i})
		}
	}
	for _, t := range m.Things {
		x, y := float64(t.X)+0.5, float64(t.Y)+0.5
		if t.Kind == ThingGuard {
			l.Enemies = append(l.Enemies, Enemy{X: x, Y: y, PrevX: x, PrevY: y, HP: GuardHP, To: -1})
			continue
		}
		l.Pickups = append(l.Pickups, Pickup{Kind: t.Kind, X: x, Y: y})
	}
}

// offlinePlayer makes an offline game's level player 0's: offline there is
// no other player to play it (the keys and the mouse are player 0's), so a
// Player other than 0 would leave it without input. It warns once and sets
// Player to 0 (state: a save or snapshot keeps it; the scene file's value
// is read again when the scene loads).
func (s *system) offlinePlayer(e *scenes.Entity, l *Level) {
	if l.Player == 0 || s.link.svc != nil && s.link.svc.Online() {
		return
	}
	s.game.Problems().Warn(e, levelName, "player %d: offline only player 0 plays (the keys and the mouse are player 0's): played as player 0", l.Player)
	l.Player = 0
}

// move turns and walks the player, sliding along walls, and sets the bob.
func (s *system) move(l *Level, dt float64) {
	turn := float64(float64(s.in.turn*TurnSpeed) * dt)
	if mt := l.mouseTurn(); mt > 0 {
		turn += float64(s.in.mouse * mt)
	}
	l.Angle = wrapAngle(l.Angle + turn)
	dx, dy := math.Cos(l.Angle), math.Sin(l.Angle)
	fw, sd := s.in.forward, s.in.side
	if n := math.Hypot(fw, sd); n > 1 {
		fw, sd = fw/n, sd/n
	}
	step := WalkSpeed * dt
	mx := float64(float64(fw*dx)-float64(sd*dy)) * step
	my := float64(float64(fw*dy)+float64(sd*dx)) * step
	l.X, l.Y = l.slide(l.X, l.Y, mx, my, true)
	speed := math.Hypot(fw, sd)
	l.BobAmount += float64(float64(speed-l.BobAmount) * 0.2)
	l.Bob = wrapAngle(l.Bob + float64(float64(speed*dt)*BobRate))
}

// BobRate is how fast the view bobs while walking, radians a second at
// full speed (two bobs a second, a step each).
const BobRate = 4 * pi

// mouseTurn is the level's mouse turn, radians a pixel (0: off).
func (l *Level) mouseTurn() float64 {
	switch {
	case l.MouseTurn < 0:
		return 0
	case l.MouseTurn == 0:
		return DefaultMouseTurn
	}
	return l.MouseTurn
}

// wrapAngle brings a into (-π, π]; an angle that is not a number, or
// beyond ±2^20·π (a step of huge mouse motion), gives 0 rather than loop.
func wrapAngle(a float64) float64 {
	if !(math.Abs(a) <= maxAngle) {
		return 0
	}
	for a > pi {
		a -= 2 * pi
	}
	for a <= -pi {
		a += 2 * pi
	}
	return a
}

// maxAngle is the largest angle wrapAngle brings back by turns (2^20·π):
// the most steps of 2π its loops take is about a million.
const maxAngle = 1 << 20 * pi

// slide moves a body of Radius at (x, y) by (mx, my), along each axis as
// far as the cells allow (so it slides along walls), and returns where it
// ends. The player (player true) is also kept out of enemies and barrels.
func (l *Level) slide(x, y, mx, my float64, player bool) (float64, float64) {
	if nx := x + mx; !l.bodyBlocked(nx, y, player) {
		x = nx
	}
	if ny := y + my; !l.bodyBlocked(x, ny, player) {
		y = ny
	}
	return x, y
}

// bodyBlocked reports whether a body of Radius at (x, y) overlaps a
// blocked cell (or, for the player, a living enemy or a barrel).
func (l *Level) bodyBlocked(x, y float64, player bool) bool {
	for _, c := range [4][2]float64{{-Radius, -Radius}, {Radius, -Radius}, {-Radius, Radius}, {Radius, Radius}} {
		if l.blocked(int(math.Floor(x+c[0])), int(math.Floor(y+c[1]))) {
			return true
		}
	}
	if !player {
		return false
	}
	for _, en := range l.Enemies {
		if en.State != EnemyDead && math.Abs(en.X-x) < 2*Radius && math.Abs(en.Y-y) < 2*Radius {
			return true
		}
	}
	for _, p := range l.Pickups {
		if p.Kind == ThingBarrel && math.Abs(p.X-x) < 0.5+Radius && math.Abs(p.Y-y) < 0.5+Radius {
			return true
		}
	}
	return false
}

// blocked reports whether cell (x, y) stops a body: walls, the exit, the
// edge, and doors not all the way open.
func (l *Level) blocked(x, y int) bool {
	if x < 0 || y < 0 || x >= l.Width || y >= l.Height {
		return true
	}
	i := y*l.Width + x
	k := l.Cells[i]
	if isDoor(k) {
		return l.doorOpen(i) < 0.9
	}
	return solid(k)
}

// doorOpen returns how open the door at cell i is (0 for none).
func (l *Level) doorOpen(i int) float64 { return l.doorAt(i, -1) }

// doorAt returns how open the door at cell i is at blend between the last
// two steps (0 to 1), or now for a negative blend (0 for none).
func (l *Level) doorAt(i int, blend float64) float64 {
	for _, d := range l.Doors {
		if d.Cell == i {
			if blend < 0 {
				return d.Open
			}
			return lerp(d.PrevOpen, d.Open, blend)
		}
	}
	return 0
}

// lerp is a + (b-a)·t, rounded as written (no fused multiply-add).
func lerp(a, b, t float64) float64 { return a + float64((b-a)*t) }

// doors slides the doors and closes those whose time is up (unless someone
// stands in the way).
func (s *system) doors(l *Level) {
	for i := range l.Doors {
		d := &l.Doors[i]
		if d.Opening {
			d.Open = min(1, d.Open+1.0/DoorSteps)
			if d.Open == 1 {
				d.Wait--
				if d.Wait <= 0 && !l.occupied(d.Cell) {
					d.Opening = false
				}
			}
			continue
		}
		d.Open = max(0, d.Open-1.0/DoorSteps)
		if d.Open > 0 && l.occupied(d.Cell) {
			d.Opening, d.Wait = true, DoorOpenSteps/4
		}
	}
}

// occupied reports whether the player or a living enemy overlaps cell i.
func (l *Level) occupied(i int) bool {
	cx, cy := float64(i%l.Width), float64(i/l.Width)
	in := func(x, y float64) bool {
		return x+Radius > cx && x-Radius < cx+1 && y+Radius > cy && y-Radius < cy+1
	}
	if in(l.X, l.Y) {
		return true
	}
	for _, en := range l.Enemies {
		if en.State != EnemyDead && in(en.X, en.Y) {
			return true
		}
	}
	return false
}

// openDoor starts the door at cell i opening, if the keys allow; it returns
// false, with the message why, for a locked one.
func (l *Level) openDoor(i int, keys Key) bool {
	if need := keyFor(l.Cells[i]); need != 0 && keys&need == 0 {
		return false
	}
	for j := range l.Doors {
		if d := &l.Doors[j]; d.Cell == i {
			d.Opening, d.Wait = true, DoorOpenSteps
		}
	}
	return true
}

// keyFor returns the key a door of kind k needs (0 for none).
func keyFor(k uint8) Key {
	switch k {
	case CellRedDoor:
		return KeyRed
	case CellBlueDoor:
		return KeyBlue
	}
	return 0
}

// use opens the door the player faces, or presses the exit.
func (s *system) use(l *Level) {
	h, ok := l.Cast(l.X, l.Y, math.Cos(l.Angle), math.Sin(l.Angle), UseReach)
	if !ok {
		return
	}
	switch {
	case h.Kind == CellExit:
		l.Phase = PhaseWon
	case isDoor(h.Kind):
		if !l.openDoor(h.Cell, l.Keys) {
			if keyFor(h.Kind) == KeyRed {
				l.say("You need the red key")
			} else {
				l.say("You need the blue key")
			}
		}
	}
}

// say shows message for MessageSteps.
func (l *Level) say(message string) {
	l.Message, l.MessageSteps = message, MessageSteps
}

// pickups takes the pickups the player stands on, if they are of use.
func (s *system) pickups(l *Level) {
	for i := range l.Pickups {
		p := &l.Pickups[i]
		if p.Taken || math.Abs(p.X-l.X) > PickupReach || math.Abs(p.Y-l.Y) > PickupReach {
			continue
		}
		switch p.Kind {
		case ThingHealth:
			if l.Health >= MaxHealth {
				continue
			}
			l.Health = min(MaxHealth, l.Health+HealthPickup)
			l.say("Health")
		case ThingAmmo:
			if l.Ammo >= MaxAmmo {
				continue
			}
			l.Ammo = min(MaxAmmo, l.Ammo+AmmoPickup)
			l.say("Ammo")
		case ThingRedKey:
			l.Keys |= KeyRed
			l.say("The red key")
		case ThingBlueKey:
			l.Keys |= KeyBlue
			l.say("The blue key")
		default:
			continue
		}
		p.Taken = true
		l.Found++
	}
}
