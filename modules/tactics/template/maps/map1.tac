# Map 1: Border Skirmish. Rout the raiders; no fog.
title Border Skirmish
size 12 9
cell 24
at 12 44
tiles assets/terrain.png 24
sprites assets/units.png 24
win rout
map
............
..FF....MM..
..FF.....M..
............
....~~~.....
....~~~..FF.
.........FF.
.H..........
............
unit player lord Alm 1 7 leader
unit player soldier Kate 2 6
unit player knight Bors 2 8
unit player archer Ray 0 8
unit enemy soldier Brigand 10 1
unit enemy soldier Thug 10 3
unit enemy soldier Raider 8 3
