package rendering

import "github.com/griffengine/griff/scenes/visual"

// NoteOwner returns the renderer whose image record sprite s's memo holds,
// or nil if it holds none.
func NoteOwner(s *visual.Sprite) *Renderer {
	if info, ok := s.Memo.Note().(*imageInfo); ok {
		return info.owner
	}
	return nil
}
