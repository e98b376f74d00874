package firstperson

import "math"

// misfit returns why level l's state (as a scene file or a restored save
// may give it) cannot be played, or "" when it can: a phase, cell, thing or
// enemy state out of range, cells that are not Width×Height, a place off
// the map or not a number, a door not on a door cell, or an enemy's next
// cell off the map. A level in PhaseLoad is not looked at (its map is read
// anew). The system warns with the reason and reads the map again, so a
// bad scene file plays from the map's start instead of panicking.
func (l *Level) misfit() string {
	if l.Phase == PhaseLoad {
		return ""
	}
	if l.Phase > PhaseDead {
		return "its phase is not one of 0 to 3"
	}
	if l.Width < 1 || l.Height < 1 || l.Width > MaxMapSide || l.Height > MaxMapSide || len(l.Cells) != l.Width*l.Height {
		return "its width, height and cells do not fit together"
	}
	for _, k := range l.Cells {
		if k >= numCells {
			return "a cell's kind is not one of 0 to 8"
		}
	}
	if !l.onMap(l.X, l.Y) || !l.onMap(l.PrevX, l.PrevY) {
		return "the player is off the map"
	}
	for _, a := range [...]float64{l.Angle, l.PrevAngle, l.Bob, l.PrevBob, l.BobAmount, l.PrevBobAmount, l.Pointer} {
		if math.IsNaN(a) || math.IsInf(a, 0) {
			return "an angle or the bob is not a number"
		}
	}
	for _, d := range l.Doors {
		if d.Cell < 0 || d.Cell >= len(l.Cells) || !isDoor(l.Cells[d.Cell]) {
			return "a door is not on a door cell"
		}
	}
	for _, en := range l.Enemies {
		if !l.onMap(en.X, en.Y) || !l.onMap(en.PrevX, en.PrevY) {
			return "an enemy is off the map"
		}
		if en.State > EnemyDead || en.To < -1 || en.To >= len(l.Cells) {
			return "an enemy's state or next cell is out of range"
		}
	}
	for _, p := range l.Pickups {
		if p.Kind == ThingNone || p.Kind == ThingGuard || p.Kind >= numThings || !l.onMap(p.X, p.Y) {
			return "a pickup's kind or place is out of range"
		}
	}
	return ""
}

// onMap reports whether (x, y) is a number inside the level's grid.
func (l *Level) onMap(x, y float64) bool {
	return x >= 0 && y >= 0 && x <= float64(l.Width) && y <= float64(l.Height)
}
