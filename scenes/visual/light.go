package visual

import (
	"github.com/griffengine/griff/griff"
)

// LightKind says how a Light spreads: all round, or in a cone. It is saved by
// name: "point", "cone".
type LightKind uint8

// The kinds of light.
const (
	// LightPoint lights all round its entity, out to Reach (the default).
	LightPoint LightKind = iota
	// LightCone lights a cone Spread radians wide, pointing along Angle.
	LightCone
)

var lightKindNames = griff.NewEnum[LightKind]("light kind", "point", "cone")

// String returns "point" or "cone".
func (k LightKind) String() string { return lightKindNames.Name(k) }

// MarshalText returns the kind's name.
func (k LightKind) MarshalText() ([]byte, error) { return lightKindNames.Marshal(k) }

// UnmarshalText reads a kind's name; any other text is an error listing the
// names.
func (k *LightKind) UnmarshalText(b []byte) error { return lightKindNames.Unmarshal(k, b) }

// The defaults of zero-valued light settings, and the bounds a scene file's
// values are clamped into (with one warning, see runtime/effects).
const (
	// DefaultReach is a light's reach when Reach is 0: 128 world units.
	DefaultReach = 128
	// MaxReach is the longest reach: 8,192 world units.
	MaxReach = 8192
	// MaxBrightness is the brightest a light can be: 16 (the light map
	// saturates at 1 per channel, so more only widens the fully lit disc).
	MaxBrightness = 16
	// DefaultSpread is a cone's width when Spread is 0: a quarter turn
	// (π/2 radians).
	DefaultSpread = 1.5707963267948966
	// MaxOccluderPoints is the most corners an Occluder has.
	MaxOccluderPoints = 8
)

// Light makes its entity a light: it adds to the light map of the views that
// see it (see AmbientLight; with no ambient light in the scene the world is in
// full light and lights show nothing). The light falls off from its centre to
// Reach as drawlist.FalloffTexel says, coloured by Color times Brightness, and
// is drawn at its entity's world position between steps. The effects system
// (runtime/effects) works out its flicker and its occluders each step. Saved
// as "Griff.Light".
type Light struct {
	// Kind is a point light (the default) or a cone.
	Kind LightKind `json:"kind,omitzero"`
	// Reach is how far the light reaches, in world units; the default (0) is
	// DefaultReach. Clamped into [0, MaxReach]; negative or NaN is 0.
	Reach float64 `json:"reach,omitempty"`
	// Color is the light's colour, straight RGB (A is not used); the default
	// (zero) is white.
	Color griff.Color `json:"color,omitzero"`
	// Brightness multiplies Color at the light's centre; the default (0) is 1.
	// Clamped into [0, MaxBrightness] (negative is 0); NaN is 1.
	Brightness float64 `json:"brightness,omitempty"`
	// Off turns the light off.
	Off bool `json:"off,omitempty"`
	// Angle is where a cone points, in radians from +x towards +y (down),
	// added to the entity's world rotation.
	Angle float64 `json:"angle,omitempty"`
	// Spread is a cone's full width in radians; the default (0) is
	// DefaultSpread. Clamped into (0, 2π].
	Spread float64 `json:"spread,omitempty"`
	// Flicker is how much the brightness wavers, 0 (steady, the default) to
	// 1: each step the brightness is multiplied by 1 - Flicker·u, u drawn from
	// the light's own random stream, and drawn between steps.
	Flicker float64 `json:"flicker,omitempty"`
	// Shadows makes colliders (physics) and solid tilemap walls within reach
	// cast shadows from this light.
	Shadows bool `json:"shadows,omitempty"`

	// State is what the effects system keeps from step to step; snapshots hold
	// it, files do not.
	State LightState `griff:"-,snapshot"`
	// Occluders are the shapes in world units that block the light, found by
	// the effects system on the last step (nil without Shadows). Not state.
	Occluders []Occluder `griff:"-"`
}

// LightState is what the effects system keeps on a Light.
type LightState struct {
	// Shown is the flicker factor (0..1) drawn between steps.
	Shown Smoothed[float64]
	// Rand is the light's random stream, spawned from the game's on its first
	// flickering step (Seeded).
	Rand   griff.Rand
	Seeded bool
}

// ReachOrDefault returns Reach, or DefaultReach for 0.
func (l *Light) ReachOrDefault() float64 {
	if l.Reach == 0 {
		return DefaultReach
	}
	return l.Reach
}

// SpreadOrDefault returns Spread, or DefaultSpread for 0.
func (l *Light) SpreadOrDefault() float64 {
	if l.Spread == 0 {
		return DefaultSpread
	}
	return l.Spread
}

// Intensity returns the premultiplied colour to draw the light's centre with,
// blend of the way to step tick: Color (white for zero) times Brightness (1
// for zero) times the flicker factor. It is zero for a light that is Off.
func (l *Light) Intensity(tick griff.Tick, blend float64) griff.Color {
	if l.Off {
		return griff.Color{}
	}
	c := l.Color
	if c == (griff.Color{}) {
		c = griff.RGB(1, 1, 1)
	}
	b := l.Brightness
	if b == 0 {
		b = 1
	}
	if l.Flicker != 0 {
		b *= l.State.Shown.At(tick, blend, LerpFloat)
	}
	f := float32(b)
	return griff.Color{R: c.R * f, G: c.G * f, B: c.B * f, A: 1}
}

// Occluder is a convex shape that blocks light: N corners in world units, in
// order round it (either way). N = 2 is a segment.
type Occluder struct {
	N      int
	Points [MaxOccluderPoints]griff.Vec
}

// AmbientLight is the light of a room or a whole scene where no Light reaches:
// the views' pictures are multiplied by it. Where rooms are marked by Area,
// the ambient light of the room the first active camera's centre is in fades in
// over FadeIn seconds of game time, and the others fade out; one with an empty
// Area is the whole scene's. A scene with no ambient light (or all faded out)
// is in full light. Saved as "Griff.AmbientLight".
type AmbientLight struct {
	// Color is the light, straight RGB (A is not used); the default (zero) is
	// black: only lights show anything.
	Color griff.Color `json:"color,omitzero"`
	// Area is the room, in world units; the default (empty) is everywhere.
	Area griff.Box `json:"area,omitzero"`
	// FadeIn is how long the light takes to fade in or out, in seconds of game
	// time; the default (0) is at once. Negative or NaN is 0; at most 60.
	FadeIn float64 `json:"fadeIn,omitempty"`

	// Weight is how far the ambient light is faded in, 0..1, drawn between
	// steps; snapshots hold it, files do not.
	Weight Smoothed[float64] `griff:"-,snapshot"`
}

// EffectKind is a screen effect. It is saved by name: "fade", "grayscale",
// "vignette", "pixelate"; the values match drawlist.Effect.
type EffectKind uint8

// The screen effects (see drawlist.Effect for how each is drawn).
const (
	// EffectNone draws nothing.
	EffectNone EffectKind = iota
	// EffectFade mixes the picture towards Color by the amount.
	EffectFade
	// EffectGrayscale removes colour by the amount.
	EffectGrayscale
	// EffectVignette darkens towards the corners (to Color) by the amount,
	// from Radius.
	EffectVignette
	// EffectPixelate draws the picture in blocks as many pixels wide as the
	// amount.
	EffectPixelate
)

var effectKindNames = griff.NewEnum[EffectKind]("screen effect", "none", "fade", "grayscale", "vignette", "pixelate")

// String returns the effect's name.
func (k EffectKind) String() string { return effectKindNames.Name(k) }

// MarshalText returns the effect's name.
func (k EffectKind) MarshalText() ([]byte, error) { return effectKindNames.Marshal(k) }

// UnmarshalText reads an effect's name; any other text is an error listing
// the names.
func (k *EffectKind) UnmarshalText(b []byte) error { return effectKindNames.Unmarshal(k, b) }

// MaxPixelate is the widest pixelate block: 64 pixels.
const MaxPixelate = 64

// ScreenEffect applies a screen effect to what the views show (and, with
// OverHUD, to the HUD too). Its amount moves to Amount at the rate FadeSeconds
// gives, in steps, and is drawn between them; it keeps moving while the
// gameplay is paused, in real time (runtime/effects). Active screen effects are applied
// in hierarchy order. Saved as "Griff.ScreenEffect".
type ScreenEffect struct {
	// Effect is the effect; the default (none) draws nothing.
	Effect EffectKind `json:"effect"`
	// Amount is the strength to reach: 0..1, or for pixelate the block width in
	// pixels (1..MaxPixelate). Clamped; NaN is 0.
	Amount float64 `json:"amount"`
	// FadeSeconds is how long the shown amount takes to go from 0 to 1 (for
	// pixelate, from 1 to MaxPixelate), in seconds of game time (of real
	// time while the gameplay is paused); the default (0) is at once.
	// Negative or NaN is 0.
	FadeSeconds float64 `json:"fadeSeconds,omitempty"`
	// Color is the colour a fade goes to and a vignette's edge, straight RGBA;
	// the default (zero) is black.
	Color griff.Color `json:"color,omitzero"`
	// Radius is where a vignette starts darkening, as a fraction of the
	// half-diagonal (0..1); the default (0) is 0.5.
	Radius float64 `json:"radius,omitempty"`
	// OverHUD applies the effect after the HUD is drawn, so it covers it too.
	OverHUD bool `json:"overHUD,omitempty"`
	// WhilePaused, when true, shows the effect only while the gameplay is
	// paused (runtime.Pauser: a pause menu, but also a title menu that
	// pauses the gameplay, and a scene transition): it moves to Amount while paused
	// and back to off in play, so a pause menu's backdrop (a fade, a
	// vignette, a pixelate) eases in over the frozen game. The default
	// (false) shows it always.
	WhilePaused bool `json:"whilePaused,omitempty"`

	// Shown is the amount shown, drawn between steps; snapshots hold it, files
	// do not. A new effect starts off (0; pixelate 1) and moves to Amount.
	Shown Smoothed[float64] `griff:"-,snapshot"`
	// Started is whether the effects system has seen the effect.
	Started bool `griff:"-,snapshot"`
}
