package firstperson

import "math"

// Hit is where a ray met a wall, a door or the exit (see Level.Cast).
type Hit struct {
	// Dist is the distance to the hit along the ray in units of the ray's
	// direction's length: with a unit direction, cells; with a camera ray
	// (the view's direction plus a share of its plane), the distance from
	// the camera's plane, which draws walls without a fisheye bend.
	Dist float64
	// Side is 0 when the ray met a face running north–south (crossing a
	// vertical grid line), 1 for one running east–west.
	Side int
	// Cell is the index of the cell met (y*Width+x), and Kind its kind.
	Cell int
	Kind uint8
	// U is where along the face the ray met it, 0 to 1, left to right as
	// seen from the ray's side (a texture's column); for a door, from the
	// door's edge as it slides.
	U float64
	// Jamb is true when the face is a wall's side of a door's frame.
	Jamb bool
}

// farAway is the step of a ray parallel to an axis: it never crosses the other axis' lines, and the distance of a ray that leaves the map or goes past maxDist.
const farAway = 1e30

// Cast follows the ray from (px, py) (cells) in direction (rx, ry) through
// the level's grid, cell by cell, and returns the first wall, closed part
// of a door or exit it meets within maxDist (in units of the direction's
// length), and true; or false.
//
// It is the digital differential analyser (DDA) of Amanatides and Woo, A
// Fast Voxel Traversal Algorithm for Ray Tracing (1987), in the form of
// Lode Vandevenne's raycasting tutorial (lodev.org/cgtutor/raycasting.html)
// and of Wolfenstein 3D: the ray steps to whichever grid line, vertical
// or horizontal, it crosses next. Doors stand in the middle of their cell,
// as in Wolfenstein 3D, and slide sideways by their Open share; a ray
// passes through the opened part. A wall's face beside a door is its
// frame (Jamb).
func (l *Level) Cast(px, py, rx, ry, maxDist float64) (Hit, bool) {
	return l.cast(px, py, rx, ry, maxDist, -1)
}

// cast is Cast with the doors where they are at blend between the last
// two steps (0 to 1), or where they are now for a negative blend.
func (l *Level) cast(px, py, rx, ry, maxDist, blend float64) (Hit, bool) {
	mx, my := int(math.Floor(px)), int(math.Floor(py))
	dx, dy := farAway, farAway
	if rx != 0 {
		dx = math.Abs(1 / rx)
	}
	if ry != 0 {
		dy = math.Abs(1 / ry)
	}
	sx, sy := 1, 1
	fx, fy := float64(float64(mx+1)-px)*dx, float64(float64(my+1)-py)*dy
	if rx < 0 {
		sx, fx = -1, float64(px-float64(mx))*dx
	}
	if ry < 0 {
		sy, fy = -1, float64(py-float64(my))*dy
	}
	for range 4 * MaxMapSide {
		var h Hit
		var dist float64
		if fx < fy {
			dist, fx, mx, h.Side = fx, fx+dx, mx+sx, 0
		} else {
			dist, fy, my, h.Side = fy, fy+dy, my+sy, 1
		}
		if dist > maxDist || mx < 0 || my < 0 || mx >= l.Width || my >= l.Height {
			return Hit{}, false
		}
		h.Cell = my*l.Width + mx
		h.Kind = l.Cells[h.Cell]
		if h.Kind == CellFloor {
			continue
		}
		if isDoor(h.Kind) {
			if l.doorHit(&h, px, py, rx, ry, dist, dx, dy, fx, fy, blend) && h.Dist <= maxDist {
				return h, true
			}
			continue
		}
		h.Dist = dist
		h.U = faceU(h.Side, px, py, rx, ry, dist)
		if h.Side == 0 && rx > 0 || h.Side == 1 && ry < 0 {
			h.U = 1 - h.U
		}
		if h.Side == 0 {
			h.Jamb = isDoor(l.Cells[h.Cell-sx])
		} else {
			h.Jamb = isDoor(l.Cells[h.Cell-sy*l.Width])
		}
		return h, true
	}
	return Hit{}, false
}

// faceU is the fraction along a face the ray meets at dist.
func faceU(side int, px, py, rx, ry, dist float64) float64 {
	w := float64(dist*ry) + py
	if side == 1 {
		w = float64(dist*rx) + px
	}
	return w - math.Floor(w)
}

// doorHit works out whether the ray, having entered door cell h.Cell at
// dist (crossing a side h.Side), meets the door's closed part on the
// cell's middle line before it leaves the cell, and fills in h if so.
// fx and fy are the distances at which the ray crosses the next vertical
// and horizontal grid lines.
func (l *Level) doorHit(h *Hit, px, py, rx, ry, dist, dx, dy, fx, fy, blend float64) bool {
	// A door between walls above and below stands north–south: rays cross
	// it as a vertical line (side 0), at x+0.5.
	ns := solid(l.Cells[h.Cell-l.Width]) && solid(l.Cells[h.Cell+l.Width])
	side := 1
	half, next := dy/2, fx // the ray leaves the cell at the next crossing of the other axis
	if ns {
		side, half, next = 0, dx/2, fy
	}
	if h.Side != side {
		return false // entered through the frame's side: it is passed by
	}
	mid := dist + half
	if mid > next {
		return false // leaves the cell before the door's line
	}
	u := faceU(side, px, py, rx, ry, mid)
	open := l.doorAt(h.Cell, blend)
	if u < open {
		return false
	}
	h.Dist, h.U = mid, u-open
	return true
}
