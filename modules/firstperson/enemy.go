package firstperson

import (
	"math"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/scenes"
)

// The guards' numbers (Wolfenstein 3D's guard, roughly: 25 hit points, a
// pistol that hurts more near than far).
const (
	// GuardHP is a guard's hit points.
	GuardHP = 25
	// GuardSpeed is how fast a guard walks, cells a second.
	GuardSpeed = 1.6
	// GuardSight is how far a guard sees, cells (walls and shut doors
	// block its sight), and GuardRange how far it shoots from.
	GuardSight = 20.0
	GuardRange = 10.0
	// AimSteps is how long a guard aims before it shoots, PainSteps how
	// long a hit makes it flinch, GuardReload the steps between its shots,
	// and FiredSteps how long its shooting frame shows.
	AimSteps    = 24
	PainSteps   = 12
	GuardReload = 70
	FiredSteps  = 8
	// GuardDamage is the least damage of a guard's hit, plus up to
	// GuardSpread more; the chance to hit falls from 0.9 next to the
	// player by 0.06 a cell, to at least 0.2.
	GuardDamage = 4
	GuardSpread = 8
	// RepathSteps is how often a chasing guard works out its path again.
	RepathSteps = 20
	// EnemyRadius is how near the view ray must pass an enemy's middle to
	// hit it, cells.
	EnemyRadius = 0.3
)

// weapon fires the player's weapon when asked and ready: a hitscan along
// the view ray that hits the nearest living enemy nearer than the wall.
func (s *system) weapon(g *runtime.Game, e *scenes.Entity, l *Level) {
	if l.Reload > 0 {
		l.Reload--
	}
	if l.Kick > 0 {
		l.Kick--
	}
	if !s.in.fire || l.Reload > 0 {
		return
	}
	if l.Ammo <= 0 {
		if !s.in.fireHeld {
			l.say("No ammo")
		}
		return
	}
	l.Ammo--
	l.Reload, l.Kick = ReloadSteps, KickSteps
	i, ok := l.Hitscan(l.X, l.Y, l.Angle, ShotRange)
	if !ok {
		return
	}
	l.hurtEnemy(i, ShotDamage+g.Rand().IntN(ShotSpread+1))
}

// Hitscan returns the index of the living enemy the ray from (x, y) at
// angle (radians) hits first within reach cells, if no wall or shut door
// is nearer: the enemy whose middle the ray passes within EnemyRadius.
func (l *Level) Hitscan(x, y, angle, reach float64) (int, bool) {
	dx, dy := math.Cos(angle), math.Sin(angle)
	if h, ok := l.Cast(x, y, dx, dy, reach); ok {
		reach = h.Dist
	}
	best, bestAt := -1, reach
	for i, en := range l.Enemies {
		if en.State == EnemyDead {
			continue
		}
		vx, vy := en.X-x, en.Y-y
		along := float64(vx*dx) + float64(vy*dy)
		across := math.Abs(float64(vx*dy) - float64(vy*dx))
		if along > 0 && along < bestAt && across < EnemyRadius {
			best, bestAt = i, along
		}
	}
	return best, best >= 0
}

// hurtEnemy takes damage from enemy i: it flinches and chases, or dies.
func (l *Level) hurtEnemy(i, damage int) {
	en := &l.Enemies[i]
	en.HP -= damage
	if en.HP <= 0 {
		en.HP, en.State, en.Timer = 0, EnemyDead, 0
		l.Kills++
		return
	}
	en.State, en.Timer = EnemyPain, PainSteps
}

// Sees reports whether a guard at (x, y) sees the player: within
// GuardSight, with no wall or shut part of a door on the line between
// (a DDA ray, Level.Cast, from the guard to the player).
func (l *Level) Sees(x, y float64) bool {
	vx, vy := l.X-x, l.Y-y
	d := math.Hypot(vx, vy)
	if d > GuardSight {
		return false
	}
	if d == 0 {
		return true
	}
	_, hit := l.Cast(x, y, vx/d, vy/d, d)
	return !hit
}

// enemies plays every enemy's step in the level's order.
func (s *system) enemies(g *runtime.Game, l *Level) {
	s.pathGrid(l)
	dt := 1 / float64(g.Clock().StepRate())
	for i := range l.Enemies {
		en := &l.Enemies[i]
		if en.State == EnemyDead {
			continue
		}
		if en.Reload > 0 {
			en.Reload--
		}
		if en.Fired > 0 {
			en.Fired--
		}
		sees := l.Sees(en.X, en.Y)
		switch en.State {
		case EnemyIdle:
			if sees {
				en.State, en.Timer, en.Reload = EnemyChase, 0, AimSteps
			}
		case EnemyPain:
			if en.Timer--; en.Timer <= 0 {
				en.State, en.Timer = EnemyChase, 0
			}
		case EnemyAim:
			if en.Timer--; en.Timer <= 0 {
				s.guardShoots(g, l, en, sees)
			}
		case EnemyChase:
			dist := math.Hypot(l.X-en.X, l.Y-en.Y)
			if sees && en.Reload == 0 && dist < GuardRange {
				en.State, en.Timer = EnemyAim, AimSteps
				continue
			}
			s.chase(l, en, dt)
		}
	}
}

// guardShoots ends a guard's aim: if it still sees the player it shoots,
// hitting by a chance that falls with the distance (the game's Rand).
func (s *system) guardShoots(g *runtime.Game, l *Level, en *Enemy, sees bool) {
	en.State, en.Timer, en.Reload = EnemyChase, 0, GuardReload
	if !sees {
		return
	}
	en.Fired = FiredSteps
	dist := math.Hypot(l.X-en.X, l.Y-en.Y)
	chance := max(0.2, 0.9-float64(0.06*dist))
	if g.Rand().Chance(chance) {
		l.Health -= GuardDamage + g.Rand().IntN(GuardSpread+1)
		l.Hurt = HurtSteps
	}
}

// pathGrid writes the level's cells into the path finder's grid: walls,
// the exit and locked doors are blocked (guards open plain doors).
func (s *system) pathGrid(l *Level) {
	s.grid.Width, s.grid.Height = l.Width, l.Height
	s.grid.Blocked = s.grid.Blocked[:0]
	for _, k := range l.Cells {
		s.grid.Blocked = append(s.grid.Blocked, solid(k) && k != CellDoor)
	}
}

// chase walks a guard towards the next cell of its A* path to the player
// (runtime/grid's Pathfinder over the map's cells, worked out again every
// RepathSteps or on reaching a cell), opening a door in its way; it stops
// a cell from the player.
func (s *system) chase(l *Level, en *Enemy, dt float64) {
	if math.Hypot(l.X-en.X, l.Y-en.Y) < 1.2 {
		return
	}
	if en.Timer--; en.Timer <= 0 || en.To < 0 {
		en.Timer, en.To = RepathSteps, -1
		from := grid.C(int(en.X), int(en.Y))
		to := grid.C(int(l.X), int(l.Y))
		s.path, _ = s.paths.FindWithin(&s.grid, from, to, false, grid.BrainSearchLimit, s.path)
		if len(s.path) > 1 {
			en.To = s.grid.Index(s.path[1])
		}
	}
	if en.To < 0 {
		return
	}
	if isDoor(l.Cells[en.To]) && l.doorOpen(en.To) < 0.9 {
		l.openDoor(en.To, 0)
		return
	}
	tx, ty := float64(en.To%l.Width)+0.5, float64(en.To/l.Width)+0.5
	vx, vy := tx-en.X, ty-en.Y
	d := math.Hypot(vx, vy)
	step := GuardSpeed * dt
	en.Walk++
	if d <= step {
		en.X, en.Y, en.To = tx, ty, -1
		return
	}
	en.X, en.Y = l.slide(en.X, en.Y, float64(vx/d)*step, float64(vy/d)*step, false)
}
