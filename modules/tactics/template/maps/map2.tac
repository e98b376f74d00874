# Map 2: Misty Woods. Fog of war: the enemy shows only where your units see.
title Misty Woods
size 13 9
cell 24
at 12 44
tiles assets/terrain.png 24
sprites assets/units.png 24
fog on
win rout
map
.....FFF.....
..F..FFF..F..
..F.......F..
.....~~~.....
FF...~~~...FF
.....~~~.....
..F.......F..
..F..FFF..F..
.....FFF.....
unit player lord Alm 1 4 leader
unit player soldier Kate 1 3
unit player knight Bors 0 5
unit player archer Ray 0 3
unit player cavalier Sain 1 5
unit enemy soldier Scout 11 3
unit enemy soldier Picket 11 5
unit enemy archer Hunter 12 4
unit enemy cavalier Rider 10 4
