package visual

import "github.com/griffengine/griff/scenes"

// The drawing components are registered under these saved names.
func init() {
	scenes.Register[Sprite]("Griff.Sprite")
	scenes.Register[SpriteAnimation]("Griff.SpriteAnimation")
	scenes.Register[Text]("Griff.Text")
	scenes.Register[Tilemap]("Griff.Tilemap", scenes.Expand(expandTilemap))
	scenes.Register[Shape]("Griff.Shape")
	scenes.Register[Camera]("Griff.Camera")
	scenes.Register[AnimationSet]("Griff.AnimationSet")
	scenes.Register[Light]("Griff.Light")
	scenes.Register[AmbientLight]("Griff.AmbientLight")
	scenes.Register[ScreenEffect]("Griff.ScreenEffect")
	scenes.Register[Parallax]("Griff.Parallax")
}

// The drawing components are Drawables.
var (
	_ Drawable = (*Sprite)(nil)
	_ Drawable = (*Text)(nil)
	_ Drawable = (*Shape)(nil)
	_ Drawable = (*Tilemap)(nil)
)
