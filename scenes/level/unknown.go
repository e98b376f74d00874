package level

import (
	"fmt"
	"strings"

	"github.com/griffengine/griff/scenes"
)

// UnknownComponent returns why the component name an editor's property
// names (Override.Component) is a likely mistake, or "" if it is not: a
// name that is registered (current or former) is no mistake; one that is not
// is a mistake if a registered name is near it (scenes.Suggest: a case or
// "_" difference, or at most 2 edits), which the message suggests, or if it
// has the form every saved name has, Module.Type (a dot inside it).
// Decision: another name ("author", the component of a property
// "author.name") is a designer's note and stays silent, as Place ignores it;
// a misspelt Griff.Pickp or Platformer.Healht is not, since it would
// silently set nothing. Importers warn with the message, naming the object.
func UnknownComponent(name string) string {
	if name == "" || scenes.TypeNamed(name) != nil {
		return ""
	}
	types := scenes.Types()
	names := make([]string, len(types))
	for i, t := range types {
		names[i] = t.Name()
	}
	hint := scenes.DidYouMean(name, names)
	dot := strings.IndexByte(name, '.')
	if hint == "" && (dot <= 0 || dot == len(name)-1) {
		return ""
	}
	return fmt.Sprintf("no component type is registered as %s%s; the property sets nothing", name, hint)
}
