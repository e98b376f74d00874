package sounds

// Forgetter is an optional interface of a SoundLibrary and of the Sounds
// service: Forget drops what was read of the sound or music file named name,
// so its next play reads the file again. A host's live reload calls it when the
// file changes on disk (hosting.LoadedGame.Reload); voices already playing go
// on with what they hold. The library made by NewSoundLibrary and the sound
// system's service (NewSystem) implement it.
type Forgetter interface {
	// Forget drops what was read of the file name ("assets/jump.wav"). A name
	// not read yet is ignored. The library's Forget is safe for concurrent
	// use; the service's must be called from the game's goroutine.
	Forget(name string)
}

var (
	_ Forgetter = (*soundLibrary)(nil)
	_ Forgetter = (*system)(nil)
)

// Forget drops the effects of name at every rate and its music bytes.
func (l *soundLibrary) Forget(name string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	for k := range l.effects { // every rate of name; order does not matter
		if k.name == name {
			delete(l.effects, k)
		}
	}
	delete(l.music, name)
}

// Forget drops the game's copy of name and asks its library to forget it too
// (when the library is a Forgetter), so the next play reads the file again,
// and a file that did not read and now does is no longer nil.
func (s *system) Forget(name string) {
	delete(s.loaded, name)
	delete(s.opened, name)
	if f, ok := s.lib.(Forgetter); ok {
		f.Forget(name)
	}
}
