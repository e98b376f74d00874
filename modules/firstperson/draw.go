package firstperson

import (
	"math"
	"slices"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// The View's defaults and the pictures' layout.
const (
	DefaultViewWidth   = 640
	DefaultViewHeight  = 400
	DefaultColumns     = 320
	MaxColumns         = 2048
	DefaultWallImage   = "assets/walls.png"
	DefaultThingImage  = "assets/things.png"
	DefaultWeaponImage = "assets/weapon.png"
	// TextureSize is the side of a wall texture, a thing's frame and a
	// weapon frame, in texels (Wolfenstein 3D's 64).
	TextureSize = 64
	// PlaneScale is the camera plane's half-width at distance 1: a field of
	// view of 2·atan(0.66) ≈ 66°, the tutorial's (and close to
	// Wolfenstein 3D's).
	PlaneScale = 0.66
	// WeaponScale is how many pixels a weapon texel covers.
	WeaponScale = 3
)

// The wall picture's columns.
const (
	texDoor     = 4 // the plain door; the red and blue doors follow
	texExit     = 7
	texJamb     = 8
	texFloor    = 9
	texCeiling  = 10
	wallTexture = 11 // how many
)

// The thing picture's columns.
const (
	frameStand = iota
	frameWalk1
	frameWalk2
	frameAim
	frameShoot
	framePain
	frameDead
	frameHealth
	frameAmmo
	frameRedKey
	frameBlueKey
	frameBarrel
	frameLamp
	thingFrames // how many
)

// The weapon picture's columns.
const (
	weaponIdle = iota
	weaponFired
	weaponFlash
	weaponFrames
)

// drawn is a thing to draw this frame.
type drawn struct {
	depth, x, y float64 // camera depth; map place
	frame       int
	hangs       bool // from the ceiling
}

// camera is where the view looks from this frame.
type camera struct {
	x, y, dx, dy, px, py float64
	w, h, horizon        float64
	cols                 int
}

// Draw draws the level into s (visual.Drawable): floor and ceiling, a
// textured strip of wall a column, the things sorted far to near and cut
// against the walls' depth column by column, the weapon with its kick and
// flash, and a red flash when hurt. Everything is placed between the last
// two steps (Sink.Blend): the player's place, turn and bob, the doors, the
// enemies.
func (v *View) Draw(s visual.Sink) {
	l := scenes.Get[Level](s.Entity())
	if l == nil || l.Phase == PhaseLoad || l.misfit() != "" {
		return
	}
	c := v.camera(l, s.Blend())
	v.floor(s, &c)
	v.walls(s, l, &c, s.Blend())
	v.sprites(s, l, &c, s.Blend())
	v.weapon(s, l, &c, s.Blend())
	if l.Hurt > 0 {
		a := float32(l.Hurt) / HurtSteps * 0.45
		s.Quad(visual.Quad{Corners: rect(0, 0, c.w, c.h), Color: griff.RGBA(0.8, 0, 0, a)})
	}
}

// camera works out the camera between the last two steps.
func (v *View) camera(l *Level, b float64) camera {
	c := camera{w: v.Width, h: v.Height, cols: v.Columns}
	if c.w <= 0 {
		c.w = DefaultViewWidth
	}
	if c.h <= 0 {
		c.h = DefaultViewHeight
	}
	if c.cols <= 0 {
		c.cols = DefaultColumns
	}
	c.cols = min(c.cols, MaxColumns)
	c.x, c.y = lerp(l.PrevX, l.X, b), lerp(l.PrevY, l.Y, b)
	a := l.PrevAngle + float64(wrapAngle(l.Angle-l.PrevAngle)*b)
	c.dx, c.dy = math.Cos(a), math.Sin(a)
	c.px, c.py = -c.dy*PlaneScale, c.dx*PlaneScale
	bob := float64(lerp(l.PrevBobAmount, l.BobAmount, b)*math.Sin(l.PrevBob+float64(wrapAngle(l.Bob-l.PrevBob)*b))) * 0.012
	c.horizon = float64(c.h/2) + float64(bob*c.h)
	return c
}

// rect returns the corners of the rectangle from (x0, y0) to (x1, y1).
func rect(x0, y0, x1, y1 float64) [4]griff.Vec {
	return [4]griff.Vec{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}
}

// floor draws the floor and ceiling: textured in perspective (the wall
// picture's floor and ceiling columns) when the sink can (visual.FloorSink)
// and the view is not FlatFloor, else flat.
func (v *View) floor(s visual.Sink, c *camera) {
	if fs, ok := s.(visual.FloorSink); ok && !v.FlatFloor {
		img := v.WallImage
		if img == "" {
			img = DefaultWallImage
		}
		fs.Floor(visual.Floor{Image: img, Corners: rect(0, 0, c.w, c.h),
			Pos: griff.V(c.x, c.y), Dir: griff.V(c.dx, c.dy), Plane: griff.V(c.px, c.py), Horizon: c.horizon / c.h,
			FloorSrc:   visual.Region{X: texFloor * TextureSize, W: TextureSize, H: TextureSize},
			CeilingSrc: visual.Region{X: texCeiling * TextureSize, W: TextureSize, H: TextureSize},
			Fog:        1.0 / 40, MinLight: 0.15})
		return
	}
	v.flat(s, c)
}

// flat fills the ceiling and the floor with their colours, in bands darker
// towards the horizon (as far away as the walls there).
func (v *View) flat(s visual.Sink, c *camera) {
	ceil, fl := v.CeilingColor, v.FloorColor
	if ceil == (griff.Color{}) {
		ceil = griff.RGBA8(56, 56, 64, 255)
	}
	if fl == (griff.Color{}) {
		fl = griff.RGBA8(100, 100, 100, 255)
	}
	const bands = 16
	for i := range bands {
		t0, t1 := float64(i)/bands, float64(i+1)/bands
		shade := float32(0.25 + float64(0.75*float64(bands-i)/bands))
		s.Quad(visual.Quad{Corners: rect(0, float64(t0*c.horizon), c.w, float64(t1*c.horizon)), Color: ceil.Mul(griff.RGBA(shade, shade, shade, 1))})
		lo := c.h - c.horizon
		s.Quad(visual.Quad{Corners: rect(0, c.h-float64(t1*lo), c.w, c.h-float64(t0*lo)), Color: fl.Mul(griff.RGBA(shade, shade, shade, 1))})
	}
}

// shade is the light of a wall or thing at dist: 1 near, falling as
// 1/(1+d²/40) to at least 0.15 (the floor's fog too); a wall's east–west faces are 0.75 of that
// (Wolfenstein 3D's two wall shades).
func shade(dist float64, side int) float32 {
	f := max(0.15, 1/(1+float64(dist*dist)/40))
	if side == 1 {
		f *= 0.75
	}
	return float32(f)
}

// walls casts a ray a column and draws the wall it meets as a textured
// strip, keeping each column's depth.
func (v *View) walls(s visual.Sink, l *Level, c *camera, b float64) {
	v.depth = slices.Grow(v.depth[:0], c.cols)[:c.cols]
	img := v.WallImage
	if img == "" {
		img = DefaultWallImage
	}
	colW := c.w / float64(c.cols)
	for i := range c.cols {
		camX := float64(2*(float64(i)+0.5))/float64(c.cols) - 1
		rx, ry := c.dx+float64(c.px*camX), c.dy+float64(c.py*camX)
		h, ok := l.cast(c.x, c.y, rx, ry, 64, b)
		if !ok {
			v.depth[i] = farAway
			continue
		}
		v.depth[i] = h.Dist
		tex := int(h.Kind) - 1
		if h.Jamb {
			tex = texJamb
		}
		u := min(TextureSize-1, max(0, int(h.U*TextureSize)))
		half := c.h / 2 / max(h.Dist, 1e-3)
		x0 := float64(float64(i) * colW)
		sh := shade(h.Dist, h.Side)
		s.Quad(visual.Quad{Image: img, Corners: rect(x0, c.horizon-half, x0+colW, c.horizon+half),
			Src: visual.RegionOf(tex*TextureSize+u, 0, 1, TextureSize), Color: griff.RGBA(sh, sh, sh, 1)})
	}
}

// sprites draws the enemies and things, far to near (Lode Vandevenne's
// sprite casting): each is a picture standing on the floor (or hanging
// from the ceiling) facing the camera, drawn whole where no wall column
// is nearer, else strip by strip where it is in front.
func (v *View) sprites(s visual.Sink, l *Level, c *camera, b float64) {
	v.things = v.things[:0]
	for _, en := range l.Enemies {
		v.add(c, lerp(en.PrevX, en.X, b), lerp(en.PrevY, en.Y, b), enemyFrame(&en), false)
	}
	for _, p := range l.Pickups {
		if !p.Taken {
			v.add(c, p.X, p.Y, frameHealth+int(p.Kind)-int(ThingHealth), p.Kind == ThingLamp)
		}
	}
	slices.SortStableFunc(v.things, func(a, b drawn) int {
		switch {
		case a.depth > b.depth:
			return -1
		case a.depth < b.depth:
			return 1
		}
		return 0
	})
	img := v.ThingImage
	if img == "" {
		img = DefaultThingImage
	}
	for _, t := range v.things {
		v.sprite(s, c, &t, img)
	}
}

// add puts a thing at (x, y) among this frame's, if it is in front of the
// camera.
func (v *View) add(c *camera, x, y float64, frame int, hangs bool) {
	sx, sy := x-c.x, y-c.y
	inv := 1 / (float64(c.px*c.dy) - float64(c.dx*c.py))
	tx := float64(inv * (float64(c.dy*sx) - float64(c.dx*sy)))
	ty := float64(inv * (float64(-c.py*sx) + float64(c.px*sy)))
	if ty < 0.1 {
		return
	}
	v.things = append(v.things, drawn{depth: ty, x: tx, frame: frame, hangs: hangs})
}

// sprite draws one thing (its x is the camera-space sideways offset).
func (v *View) sprite(s visual.Sink, c *camera, t *drawn, img string) {
	size := c.h / t.depth
	mid := float64(float64(c.w/2) * (1 + t.x/t.depth))
	left := mid - float64(size/2)
	bottom := c.horizon + float64(size/2)
	if t.hangs {
		bottom = c.horizon - float64(size/2) + size
	}
	top := bottom - size
	colW := c.w / float64(c.cols)
	i0 := max(0, int(math.Floor(left/colW)))
	i1 := min(c.cols, int(math.Ceil((left+size)/colW)))
	if i0 >= i1 {
		return
	}
	sh := shade(t.depth, 0)
	tint := griff.RGBA(sh, sh, sh, 1)
	whole := true
	for i := i0; i < i1; i++ {
		whole = whole && t.depth < v.depth[i]
	}
	if whole {
		s.Quad(visual.Quad{Image: img, Corners: rect(left, top, left+size, bottom),
			Src: visual.RegionOf(t.frame*TextureSize, 0, TextureSize, TextureSize), Color: tint})
		return
	}
	for i := i0; i < i1; i++ {
		if t.depth >= v.depth[i] {
			continue
		}
		x0 := float64(float64(i) * colW)
		u := int(float64((x0+float64(colW/2)-left)/size) * TextureSize)
		if u < 0 || u >= TextureSize {
			continue
		}
		s.Quad(visual.Quad{Image: img, Corners: rect(x0, top, x0+colW, bottom),
			Src: visual.RegionOf(t.frame*TextureSize+u, 0, 1, TextureSize), Color: tint})
	}
}

// enemyFrame is the thing picture's frame that shows en now.
func enemyFrame(en *Enemy) int {
	switch {
	case en.State == EnemyDead:
		return frameDead
	case en.State == EnemyPain:
		return framePain
	case en.Fired > 0:
		return frameShoot
	case en.State == EnemyAim:
		return frameAim
	case en.State == EnemyChase && en.To >= 0:
		return frameWalk1 + en.Walk/12%2
	}
	return frameStand
}

// weapon draws the weapon at the bottom of the view, swaying with the bob
// and pushed down by its kick, with the muzzle flash while it shows.
func (v *View) weapon(s visual.Sink, l *Level, c *camera, b float64) {
	if l.Phase == PhaseDead {
		return
	}
	img := v.WeaponImage
	if img == "" {
		img = DefaultWeaponImage
	}
	amount := lerp(l.PrevBobAmount, l.BobAmount, b)
	phase := l.PrevBob + float64(wrapAngle(l.Bob-l.PrevBob)*b)
	size := float64(TextureSize * WeaponScale)
	kick := max(0, float64(l.Kick)-b) / KickSteps
	x := float64(c.w/2) + float64(float64(amount*math.Cos(phase))*14) - size/2
	y := c.h - size + float64(float64(amount*math.Abs(math.Sin(phase)))*12) + float64(float64(kick*kick)*28)
	frame := weaponIdle
	if l.Kick > KickSteps-FlashSteps {
		frame = weaponFired
		fs := size * 0.6
		s.Quad(visual.Quad{Image: img, Corners: rect(x+size/2-fs/2, y-fs*0.55, x+size/2+fs/2, y+fs*0.45),
			Src: visual.Region{X: weaponFlash * TextureSize, W: TextureSize, H: TextureSize}})
	}
	s.Quad(visual.Quad{Image: img, Corners: rect(x, y, x+size, y+size),
		Src: visual.RegionOf(frame*TextureSize, 0, TextureSize, TextureSize)})
}
