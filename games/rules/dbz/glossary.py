"""Dragon Ball Z CCG (Score): its terms as each language's players and documents write them.

Pure data, read by the rulings' question search (judging/ask_glossary.py) and listed in
docs/glossary.md (generated). Each row is a term, a column a language, its spellings separated by "
/ ": for Thai the seed document's own words come first, mistranslations included (เจาะ for Drill,
ดาดฟ้า for deck: docs/glossary.md "Seed words not to copy"), as they are what the search must find;
then the sound term. The other languages have no edition: their spellings are the glossary's
proposals.
"""

# ruff: noqa: E501 - a row of the table is one term in five languages

TERMS = """
English | Français | Español | العربية | ไทย
Main Personality | Personnalité principale | Personalidad Principal | الشخصية الرئيسية | บุคลิกภาพหลัก
Life Deck | Deck de vie | Mazo de Vida | رزمة الحياة | สำรับชีวิต / ดาดฟ้าชีวิต
anger | colère | ira | الغضب | ความโกรธ
Ally / allies | Allié | Aliado | حليف | พันธมิตร
Drill | Drill | Drill | تمرين | เจาะ / การ์ดฝึกซ้อม
power stage | palier de puissance | etapa de poder | درجة القوة | ขั้นตอนอำนาจ / ขั้นพลัง / เวทีอำนาจ
Physical Attack Table | tableau des attaques physiques | tabla de ataque físico | جدول الهجوم البدني | ตารางการโจมตีทางกายภาพ / การโจมตีทางกายภาพตาราง
physical attack | attaque physique | ataque físico | هجوم بدني | การโจมตีทางกายภาพ
energy attack | attaque d'énergie | ataque de energía | هجوم طاقة | การโจมตีพลังงาน
Power Up | Power Up | Power Up | رفع القوة | ขึ้นพลังงาน / เพิ่มพลัง
Dragon Ball victory | victoire des Dragon Balls | victoria de las Esferas del Dragón | الفوز بكرات التنين | ชัยชนะดราก้อนบอล
Survival victory | victoire par survie | victoria por supervivencia | الفوز بالبقاء | การอยู่รอดชัยชนะ / ชัยชนะแบบอยู่รอด
combat card | carte de combat | carta de combate | بطاقة قتال | การ์ดต่อสู้
non-combat card | carte hors combat | carta de no combate | بطاقة غير قتالية | ไพ่ไม่ต่อสู้ / การ์ดไม่ต่อสู้
discard pile | défausse | pila de descarte | كومة المهملات | กองทิ้ง
Personality | Personnalité | Personalidad | شخصية | บุคลิกภาพ
"""
