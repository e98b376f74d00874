package drawlist

import "math"

// FalloffSize is the side of the built-in light falloff texture
// (TextureFalloff), in texels. A light's quad samples all of it:
// TexRect{0, 0, FalloffSize, FalloffSize}.
const FalloffSize = 64

// FalloffTexel returns the light of texel (x, y) of the falloff texture, 0..1:
// (1 - d)² for d the distance of the texel's centre from the texture's centre
// over half its side, 0 from d = 1 on. The square falls off smoothly to 0 at
// the light's reach with no visible edge, the shape of Godot's and Unity's
// default 2D light texture; squaring makes the light fall as it looks
// natural, brighter near the source (an inverse-square law with a reach).
// Both backends build the texture from this one function, so their pictures
// agree.
func FalloffTexel(x, y int) float32 {
	h := float32(FalloffSize) / 2
	dx, dy := (float32(x)+0.5-h)/h, (float32(y)+0.5-h)/h
	d2 := float64(float32(dx*dx)) + float64(float32(dy*dy))
	if d2 >= 1 {
		return 0
	}
	d := float32(math.Sqrt(d2)) // correctly rounded everywhere
	return (1 - d) * (1 - d)
}
