package firstperson

// checkExit warns when a map cannot be won: it has no exit, or no exit can
// be reached from the start. The walk from the start goes through floor
// cells (not a barrel's), plain doors, and a coloured door once its key was
// reached (keys lie on floor cells); an exit is reached when a reached cell
// is beside it (the player uses it from there). The warnings name the map's
// first cell, or the first exit's, as every map mistake does.
func (m *MapFile) checkExit(lines []int, warn func(line, col int, format string, args ...any)) {
	exit := -1
	for i, k := range m.Cells {
		if k == CellExit {
			exit = i
			break
		}
	}
	if exit < 0 {
		warn(lines[0], 1, "the map has no exit (X): the level cannot be won")
		return
	}
	if !m.exitReached() {
		warn(lines[exit/m.Width], exit%m.Width+1, "no exit can be reached from the start (walls, barrels, or a red or blue door whose key cannot be reached, are in the way): the level cannot be won")
	}
}

// exitReached reports whether the walk from the start (see checkExit)
// comes beside an exit.
func (m *MapFile) exitReached() bool {
	blocked := make([]bool, len(m.Cells))
	keyAt := map[int]ThingKind{}
	for _, t := range m.Things {
		switch t.Kind {
		case ThingBarrel:
			blocked[t.Y*m.Width+t.X] = true
		case ThingRedKey, ThingBlueKey:
			keyAt[t.Y*m.Width+t.X] = t.Kind
		}
	}
	seen := make([]bool, len(m.Cells))
	var red, blue bool
	queue := []int{m.StartY*m.Width + m.StartX}
	seen[queue[0]] = true
	var waiting []int // coloured doors met before their key
	for len(queue) > 0 || len(waiting) > 0 {
		if len(queue) == 0 { // let in the doors whose key was found since
			rest := waiting[:0]
			for _, d := range waiting {
				if m.Cells[d] == CellRedDoor && red || m.Cells[d] == CellBlueDoor && blue {
					queue = append(queue, d)
				} else {
					rest = append(rest, d)
				}
			}
			if len(queue) == 0 {
				return false
			}
			waiting = rest
		}
		c := queue[0]
		queue = queue[1:]
		red = red || keyAt[c] == ThingRedKey
		blue = blue || keyAt[c] == ThingBlueKey
		x, y := c%m.Width, c/m.Width
		for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			nx, ny := x+d[0], y+d[1]
			if nx < 0 || ny < 0 || nx >= m.Width || ny >= m.Height {
				continue
			}
			n := ny*m.Width + nx
			k := m.Cells[n]
			switch {
			case k == CellExit:
				return true
			case seen[n] || blocked[n] || k != CellFloor && !isDoor(k):
				continue
			}
			seen[n] = true
			if k == CellRedDoor || k == CellBlueDoor {
				waiting = append(waiting, n)
				continue
			}
			queue = append(queue, n)
		}
	}
	return false
}
